/**
 * The demo's money: the fair's billing details, the edition's prices (an application fee for new
 * applications, booths by the square metre with newcomer discounts, a 30 % deposit), the deposit
 * invoices of the galleries with a booth issued, one bank statement imported (a deposit paid in
 * full, one in part, a credit nobody's reference names) and one payment recorded by hand, so the
 * invoices show paid, open and partly paid, and one payment waits to be settled.
 */
import { formatAmount } from "../../shared/money.ts";
import { saveFees } from "../billing/fees.ts";
import { issueDrafts } from "../billing/invoices.ts";
import { importStatement, recordPayment } from "../billing/payments.ts";
import { prepareBoothInvoices } from "../billing/prepare.ts";
import { readSettings, saveSettings } from "../billing/settings.ts";
import { readCamt053 } from "../billing/statement.ts";
import type { Db } from "../store/database.ts";
import { camt053 } from "./sample-statement.ts";

const DEMO = { staffId: null, via: "demo" } as const;

export async function addBillingDemo(
  db: Db,
  edition: string,
): Promise<{ invoices: number; paid: number; statement: number } | undefined> {
  if (await readSettings(db)) return undefined;
  await saveSettings(db, {
    name: "Art Fair Demo GmbH",
    address: "Messedamm 22\n14055 Berlin",
    country: "DE",
    vat_id: "DE811569869",
    iban: "DE89370400440532013000",
    bic: "COBADEFFXXX",
    email: "accounts@fair.example",
    phone: "+49 30 1234567",
  });
  await saveFees(db, {
    edition,
    currency: "EUR",
    applicationFee: 40000,
    feeRequiredForReview: false,
    vatRate: "19",
    boothTaxedAtFair: false,
    boothPricePerM2: { small: 90500, medium: 80000, large: 76000 },
    depositPercent: "30",
    paymentDays: 30,
    discounts: { first: "20", second: "10" },
  });
  const { prepared } = await prepareBoothInvoices(db, edition, "deposit", DEMO);
  if (prepared.length === 0) return { invoices: 0, paid: 0, statement: 0 };
  await issueDrafts(db, prepared, DEMO);
  const issued = await db
    .selectFrom("invoices")
    .select(["id", "number", "reference", "gross"])
    .where("id", "in", prepared)
    .orderBy("seq")
    .execute();
  const [first, second, third] = issued;
  const entries = [
    ...(first
      ? [{ amount: formatAmount(Number(first.gross), 2), reference: first.reference ?? "", bankRef: "DEMO-1" }]
      : []),
    ...(second
      ? [
          {
            amount: "1000.00",
            remittance: `Deposit ${second.number}, first part`,
            bankRef: "DEMO-2",
            payer: "Casa Mareña",
          },
        ]
      : []),
    { amount: "250.00", remittance: "Catalogue advert", bankRef: "DEMO-3", payer: "A Sponsor" },
  ];
  const statement = readCamt053(camt053(entries, "DEMO-STATEMENT"));
  const result = await importStatement(db, statement, "demo-statement.xml", DEMO);
  if (third)
    await recordPayment(
      db,
      third.id,
      {
        amount: formatAmount(Number(third.gross), 2),
        paid_at: new Date().toISOString().slice(0, 10),
        note: "Paid at the desk",
      },
      DEMO,
    );
  return {
    invoices: issued.length,
    paid: result.matched.length + (third ? 1 : 0),
    statement: statement.credits.length,
  };
}
