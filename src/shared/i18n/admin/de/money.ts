import type { MoneyWords } from "../en/money.ts";

export const money: MoneyWords = {};
