/** Fees, invoices, payments and billing settings. */
export const money = {};

export type MoneyWords = Record<keyof typeof money, string>;
