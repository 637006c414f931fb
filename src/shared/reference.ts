/**
 * An application's reference, short enough to read out on the phone: its id's first eight
 * characters. A module of its own so the back office takes it without the receipt's words.
 */
export const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();
