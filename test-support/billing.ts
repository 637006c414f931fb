/** The fair's money in tests: billing details, an edition's fees, JSON calls as a signed-in member. */
import type { StaffVisitor } from "./staff.ts";

export { camt053 } from "../src/server/demo/sample-statement.ts";

export const SWISS_FAIR = {
  name: "Kunstmesse Zürich AG",
  address: "Messeplatz 1\n8005 Zürich",
  country: "CH",
  vat_id: "CHE-123.456.789 MWST",
  iban: "CH93 0076 2011 6238 5295 7",
  bic: "POFICHBEXXX",
  email: "billing@fair.example",
  phone: "+41 44 123 45 67",
};

export const GERMAN_FAIR = {
  name: "Kunstmesse Berlin GmbH",
  address: "Messedamm 22\n14055 Berlin",
  country: "DE",
  vat_id: "DE811569869",
  iban: "DE89 3704 0044 0532 0130 00",
  bic: "COBADEFFXXX",
  email: "billing@fair.example",
  phone: "+49 30 1234567",
};

export const EURO_FEES = {
  currency: "EUR",
  application_fee: "400.00",
  fee_required_for_review: false,
  vat_rate: "19",
  booth_taxed_at_fair: false,
  booth_price_per_m2: { small: "905.00", medium: "800.00", large: "760.00" },
  deposit_percent: "30",
  payment_days: 30,
  newcomer_discount_percent: { first: "20", second: "10" },
};

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever JSON the route answered.
  json: any;
  text: string;
  headers: Headers;
}

export async function call(visitor: StaffVisitor, method: string, pathname: string, body?: unknown): Promise<Answer> {
  const response = await visitor.fetch(pathname, {
    method,
    ...(body !== undefined ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  const json = text && response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : {};
  return { status: response.status, json, text, headers: response.headers };
}

/** POST /admin/api/payments/import with the file as a browser's form sends it. */
export async function importStatementFile(visitor: StaffVisitor, name: string, content: string | Buffer) {
  const body = new FormData();
  body.append("file", new Blob([typeof content === "string" ? content : new Uint8Array(content)]), name);
  const response = await visitor.fetch("/admin/api/payments/import", { method: "POST", body });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : {} };
}
