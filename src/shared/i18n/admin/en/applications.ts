/** The list of applications, its filters, columns and exports; my queue; conflicts; comparing applications. */
export const applications = {};

export type ApplicationsWords = Record<keyof typeof applications, string>;
