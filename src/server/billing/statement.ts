/**
 * A bank statement read into its credits: ISO 20022 camt.053 (BkToCstmrStmt, versions 02 to 13:
 * each booked credit entry, or each of its transactions when it has several) or a CSV with the
 * columns date, amount, currency, reference, name (and optionally remittance). Bounded before any
 * parsing: the file's size, then the number of entries. Each credit gets a key that is the same
 * when the same statement is imported again: the bank's own reference where it gives one, else
 * what the entry says with its position among identical ones.
 */
import { createHash } from "node:crypto";
import { parse as parseCsv } from "csv-parse/sync";
import { XMLParser } from "fast-xml-parser";
import { isCurrency, minorDigits } from "../../shared/currencies.ts";
import { type Minor, parseAmount } from "../../shared/money.ts";
import { isDay } from "./dates.ts";
import { BillingError } from "./problems.ts";

/** A statement larger than this is refused before it is read. */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;
/** A statement with more credits than this is refused before any is recorded. */
export const MAX_STATEMENT_ENTRIES = 20_000;

export interface Credit {
  key: string;
  /** YYYY-MM-DD as booked. */
  date: string;
  amount: Minor;
  currency: string;
  /** The structured reference (an RF reference, usually), or "". */
  reference: string;
  payer: string;
  /** The unstructured remittance text, or "". */
  remittance: string;
}

export interface Statement {
  format: "camt.053" | "csv";
  credits: Credit[];
  /** Entries that could not be read as a credit, with why. */
  problems: string[];
}

const toArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const textOf = (value: unknown): string => {
  if (value === undefined || value === null) return "";
  if (typeof value === "object") return textOf((value as Record<string, unknown>)["#text"]);
  return String(value).trim();
};

type Node = Record<string, unknown>;
const at = (node: unknown, ...path: string[]): unknown => {
  let current = node;
  for (const key of path) {
    if (!current || typeof current !== "object") return undefined;
    current = (current as Node)[key];
  }
  return current;
};

/** "476.00" in its currency's decimals (trailing zeros beyond them forgiven); undefined when not an amount. */
function amountOf(text: string, currency: string): Minor | undefined {
  const digits = minorDigits(currency);
  const trimmed = text.trim().replace(/^\+/, "");
  const [whole, fraction = ""] = trimmed.split(".");
  const cut = fraction.replace(/0+$/, "");
  return parseAmount(cut ? `${whole}.${cut}` : (whole ?? ""), digits);
}

function keyOf(parts: string[], seen: Map<string, number>): string {
  const content = createHash("sha256").update(parts.join("\u0000")).digest("base64url");
  const count = (seen.get(content) ?? 0) + 1;
  seen.set(content, count);
  return `${content}:${count}`;
}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  // No entity expansion: a statement has no reason to declare any.
  processEntities: false,
  isArray: (name) => ["Stmt", "Ntry", "NtryDtls", "TxDtls", "Ustrd", "Strd"].includes(name),
});

export function readCamt053(text: string): Statement {
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    throw new BillingError(422, "file must be a camt.053 statement without a DOCTYPE.", "file");
  const entries = text.match(/<(?:\w+:)?Ntry[\s>]/g)?.length ?? 0;
  if (entries > MAX_STATEMENT_ENTRIES)
    throw new BillingError(
      422,
      `file holds ${entries} entries; at most ${MAX_STATEMENT_ENTRIES} are read at once.`,
      "file",
    );
  let doc: unknown;
  try {
    doc = xml.parse(text, true);
  } catch (error) {
    throw new BillingError(422, `file is not well-formed XML: ${(error as Error).message.split("\n")[0]}`, "file");
  }
  const statements = toArray(at(doc, "Document", "BkToCstmrStmt", "Stmt") as Node[] | undefined);
  if (statements.length === 0)
    throw new BillingError(422, "file is no camt.053 statement (no BkToCstmrStmt/Stmt).", "file");
  const credits: Credit[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const statement of statements) {
    const statementId = textOf(at(statement, "Id"));
    for (const [n, entry] of toArray(at(statement, "Ntry") as Node[] | undefined).entries()) {
      if (textOf(at(entry, "CdtDbtInd")) !== "CRDT") continue;
      const status = textOf(at(entry, "Sts", "Cd")) || textOf(at(entry, "Sts"));
      if (status && status !== "BOOK") continue;
      const date = (
        textOf(at(entry, "BookgDt", "Dt")) ||
        textOf(at(entry, "BookgDt", "DtTm")) ||
        textOf(at(entry, "ValDt", "Dt"))
      ).slice(0, 10);
      const entryRef = textOf(at(entry, "AcctSvcrRef"));
      const details = toArray(at(entry, "NtryDtls") as Node[] | undefined).flatMap((d) =>
        toArray(at(d, "TxDtls") as Node[] | undefined),
      );
      const transactions: (Node | undefined)[] = details.length > 0 ? details : [undefined];
      for (const [t, tx] of transactions.entries()) {
        const amountNode = (tx && (at(tx, "Amt") ?? at(tx, "AmtDtls", "TxAmt", "Amt"))) ?? at(entry, "Amt");
        const currency = textOf(at(amountNode, "@Ccy"));
        const where = `Entry ${n + 1}${transactions.length > 1 ? `, transaction ${t + 1}` : ""}${statementId ? ` of statement ${statementId}` : ""}`;
        if (!isCurrency(currency)) {
          problems.push(`${where}: the currency "${currency}" is not an ISO 4217 code.`);
          continue;
        }
        const amount = amountOf(textOf(amountNode), currency);
        if (amount === undefined || amount <= 0 || !isDay(date)) {
          problems.push(`${where}: no amount or booking date could be read.`);
          continue;
        }
        const remittance = toArray(at(tx, "RmtInf", "Ustrd") as unknown[])
          .map(textOf)
          .filter(Boolean)
          .join(" ");
        const reference =
          toArray(at(tx, "RmtInf", "Strd") as Node[] | undefined)
            .map((s) => textOf(at(s, "CdtrRefInf", "Ref")))
            .find(Boolean) ?? "";
        const payer =
          textOf(at(tx, "RltdPties", "Dbtr", "Nm")) ||
          textOf(at(tx, "RltdPties", "Dbtr", "Pty", "Nm")) ||
          textOf(at(tx, "RltdPties", "UltmtDbtr", "Nm"));
        const bankRef = textOf(at(tx, "Refs", "AcctSvcrRef")) || entryRef;
        const key = bankRef
          ? `camt:${bankRef}${transactions.length > 1 ? `:${t}` : ""}`
          : `camt:${keyOf([date, String(amount), currency, reference, payer, remittance, textOf(at(tx, "Refs", "EndToEndId"))], seen)}`;
        credits.push({ key, date, amount, currency, reference, payer, remittance });
      }
    }
  }
  return { format: "camt.053", credits, problems };
}

const CSV_COLUMNS = ["date", "amount", "currency", "reference", "name"] as const;

/** The CSV: a header with date, amount, currency, reference and name (any order, any case; remittance optional). */
export function readStatementCsv(text: string): Statement {
  let rows: Record<string, string>[];
  try {
    rows = parseCsv(text.replace(/^\uFEFF/, ""), {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      delimiter: [",", ";"],
      relax_column_count: true,
      to: MAX_STATEMENT_ENTRIES + 1,
    }) as Record<string, string>[];
  } catch (error) {
    throw new BillingError(422, `file is not a readable CSV: ${(error as Error).message}`, "file");
  }
  if (rows.length > MAX_STATEMENT_ENTRIES)
    throw new BillingError(422, `file holds more than ${MAX_STATEMENT_ENTRIES} rows; import it in parts.`, "file");
  const missing = CSV_COLUMNS.filter((c) => rows.length > 0 && !(c in (rows[0] as object)));
  if (rows.length === 0 || missing.length > 0)
    throw new BillingError(
      422,
      `file must be a CSV with the columns ${CSV_COLUMNS.join(", ")}${missing.length ? ` (missing: ${missing.join(", ")})` : ""}.`,
      "file",
    );
  const credits: Credit[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const [i, row] of rows.entries()) {
    const currency = (row.currency ?? "").toUpperCase();
    const date = (row.date ?? "").slice(0, 10);
    // Debits (money going out) are not payments to the fair.
    if ((row.amount ?? "").trim().startsWith("-")) continue;
    const amount = isCurrency(currency) ? amountOf(row.amount ?? "", currency) : undefined;
    if (amount === undefined || amount === 0 || !isDay(date)) {
      problems.push(`Row ${i + 2}: date (YYYY-MM-DD), amount and currency (ISO 4217) could not be read.`);
      continue;
    }
    const reference = row.reference ?? "";
    const payer = row.name ?? "";
    const remittance = row.remittance ?? "";
    credits.push({
      key: `csv:${keyOf([date, String(amount), currency, reference, payer, remittance], seen)}`,
      date,
      amount,
      currency,
      reference,
      payer,
      remittance,
    });
  }
  return { format: "csv", credits, problems };
}

export function readStatement(fileName: string, bytes: Buffer): Statement {
  if (bytes.length > MAX_STATEMENT_BYTES)
    throw new BillingError(422, `file is larger than ${MAX_STATEMENT_BYTES / 1024 / 1024} MB.`, "file");
  const text = bytes.toString("utf8");
  const looksXml = /^\s*(\uFEFF)?\s*</.test(text);
  if (looksXml || /\.xml$/i.test(fileName)) return readCamt053(text);
  return readStatementCsv(text);
}
