/**
 * Formula injection (OWASP "CSV Injection"): a cell beginning with =, +, -, @, a tab or a carriage
 * return is read by Excel, LibreOffice or Google Sheets as a formula; the exports neutralise each
 * with a leading apostrophe, in the streamed lists as in one application's CSV, and leave the rest.
 */
import { Readable } from "node:stream";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { type CsvColumn, csvStream, csvText } from "./csv.ts";

interface Row {
  text: string;
}
const COLUMNS: CsvColumn<Row>[] = [{ header: "Text", value: (row) => row.text }];

const DANGEROUS = [
  ["=", '=HYPERLINK("http://evil.example","Click")'],
  ["+", "+49 30 1234567"],
  ["-", "-2+3"],
  ["@", "@SUM(A1:A9)"],
  ["tab", "\t=1+1"],
  ["carriage return", "\r=1+1"],
] as const;
const HARMLESS = ["Galerie Nordlicht", "a=b", "1+1", "mail@fair.example", " =not first", "'quoted", "-476.00", "-3"];

async function streamed(rows: Row[]): Promise<string> {
  let text = "";
  for await (const chunk of csvStream(COLUMNS, Readable.from(rows))) text += chunk;
  return text;
}

const cellsOf = (csv: string) => (parse(csv, { bom: true, columns: true }) as { Text: string }[]).map((r) => r.Text);

describe.each([
  ["one application's CSV", async (rows: Row[]) => csvText(COLUMNS, rows)],
  ["the streamed export", streamed],
])("%s", (_name, write) => {
  it.each(DANGEROUS)("neutralises a cell beginning with %s", async (_lead, text) => {
    expect(cellsOf(await write([{ text }]))).toEqual([`'${text}`]);
  });

  it("leaves every other cell as it is", async () => {
    expect(cellsOf(await write(HARMLESS.map((text) => ({ text }))))).toEqual(HARMLESS);
  });
});
