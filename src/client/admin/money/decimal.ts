/**
 * Amounts and days as the server sends them ("476.00", "2027-03-01"), written the member's way:
 * Intl reads the decimal string as an exact decimal (never a float) and keeps its decimals; no
 * thousands separator, so English shows the server's string as the back office always has.
 */
const DECIMAL = /^-?\d+(?:\.(\d+))?$/;

/** "1428.50" → "1428,50" in German (tag "de"), unchanged in English; anything else as it came. */
export function writeDecimal(text: string, tag: string): string {
  const match = DECIMAL.exec(text);
  if (!match) return text;
  const decimals = match[1]?.length ?? 0;
  return new Intl.NumberFormat(tag, {
    useGrouping: false,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(text as Intl.StringNumericLiteral);
}

/** A stored day's parts ("2027-03-01", or the day of a timestamp), for the catalog's way to write a day. */
export function dayParts(iso: string): { year: string; month: string; day: string } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? { year: match[1] as string, month: match[2] as string, day: match[3] as string } : undefined;
}
