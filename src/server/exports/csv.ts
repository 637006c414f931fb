/**
 * CSV for spreadsheets: UTF-8 with a byte order mark (so Excel reads accents right), a header row,
 * and every text cell that a spreadsheet would take for a formula neutralised with a leading `'`.
 */
import { Readable } from "node:stream";
import { type Options, stringify } from "csv-stringify";
import { stringify as stringifySync } from "csv-stringify/sync";
import { neutralise } from "../../shared/csv-formulas.ts";

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

function options<Row>(columns: CsvColumn<Row>[]): Options {
  return {
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    cast: {
      string: neutralise,
      boolean: (value) => (value ? "yes" : "no"),
    },
  };
}

const cells = <Row>(columns: CsvColumn<Row>[], row: Row) => columns.map((column) => column.value(row) ?? "");

/** A few rows at once (one application's `application.csv`), with the same rules as the stream. */
export function csvText<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  return stringifySync(
    rows.map((row) => cells(columns, row)),
    options(columns),
  );
}

/**
 * Streams the rows as CSV, pulling the next row only when the reader wants more: the source is
 * read at the pace of the download and nothing is gathered whole.
 */
export function csvStream<Row>(columns: CsvColumn<Row>[], rows: AsyncIterable<Row>): Readable {
  const stringifier = stringify(options(columns));
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield cells(columns, row);
    })(),
  );
  // pipeline-like: an error on either side reaches the reader, and a reader gone stops the source.
  records.on("error", (error) => stringifier.destroy(error));
  stringifier.on("close", () => records.destroy());
  return records.pipe(stringifier);
}
