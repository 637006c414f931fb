/**
 * CSV injection: a cell a spreadsheet would take for a formula (or a DDE call) is made plain text
 * with a leading apostrophe, OWASP's advice. The exports only go out; the floor plan's CSV also
 * comes back, so its guard can be taken off again.
 */

/** What Excel, LibreOffice and Google Sheets start a formula (or a DDE call) with. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain decimal number ("-476.00", an amount of a credit note) is no formula: a spreadsheet reads it as the number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function neutralise(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** A cell the guard made, or one that would look like it ("'=1" typed as a name). */
const LOOKS_GUARDED = /^'+[=+\-@\t\r]/;

/** The guard for a CSV that comes back: `restore` gives every cell back exactly as it was. */
export function neutraliseReversibly(cell: string): string {
  return FORMULA_START.test(cell) || LOOKS_GUARDED.test(cell) ? `'${cell}` : cell;
}

export function restore(cell: string): string {
  return LOOKS_GUARDED.test(cell) ? cell.slice(1) : cell;
}
