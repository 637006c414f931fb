/**
 * The application fee's invoice, issued in the submission's own transaction when the edition
 * charges one: the application and its invoice are stored together, or neither.
 */
import type { Kysely, Transaction } from "kysely";
import type { ApplicationForm } from "../../shared/application.ts";
import { minorDigits } from "../../shared/currencies.ts";
import { longDay } from "../../shared/i18n/dates.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import { displayAmount } from "../../shared/money.ts";
import { APPLICANT } from "../applications/actor.ts";
import type { Db } from "../store/database.ts";
import type { Database } from "../store/schema.ts";
import { readFees } from "./fees.ts";
import { insertInvoice, takeNumbers } from "./invoices.ts";
import { buyerOfTax, readSeller } from "./parties.ts";
import { groupedReference } from "./reference.ts";
import { readSettings } from "./settings.ts";
import { vatTreatment } from "./vat.ts";

export async function issueApplicationFee(
  trx: Transaction<Database>,
  db: Db,
  application: { id: string; form: ApplicationForm },
  now: number,
): Promise<void> {
  const fees = await readFees(trx, application.form.edition);
  if (!fees?.applicationFee) return;
  const [seller, edition] = await Promise.all([
    readSettings(trx),
    trx
      .selectFrom("editions")
      .select(["name", "time_zone"])
      .where("slug", "=", application.form.edition)
      .executeTakeFirst(),
  ]);
  // The fees cannot be set before the seller (the fees' route refuses): this is a database edited by hand.
  if (!seller || !edition) return;
  const buyer = buyerOfTax(application.form.tax);
  const treatment = vatTreatment({
    kind: "application_fee",
    sellerCountry: seller.country,
    buyerCountry: buyer.country,
    buyerTaxNumber: buyer.taxNumber,
    vatRate: fees.vatRate,
    boothTaxedAtFair: fees.boothTaxedAtFair,
  });
  const seq = await takeNumbers(trx, 1);
  await insertInvoice(
    trx,
    db,
    {
      applicationId: application.id,
      edition: application.form.edition,
      kind: "application_fee",
      currency: fees.currency,
      lines: [
        { description: `Application fee, ${edition.name}`, quantity: 100, unit: "C62", unitPrice: fees.applicationFee },
      ],
      treatment,
      seller,
      buyer,
    },
    {
      actor: APPLICANT,
      now,
      issue: { seq, terms: { at: now, timeZone: edition.time_zone, paymentDays: fees.paymentDays } },
    },
  );
}

/** The confirmation's sentences on what the submission made due: the fee's invoice, its amount and due day, how to pay. */
export async function dueOnSubmission(
  db: Kysely<Database>,
  applicationId: string,
  /** The application's language: the confirmation says it in that one. */
  language: Language = "en",
): Promise<string[]> {
  const invoice = await db
    .selectFrom("invoices")
    .select(["number", "gross", "currency", "due_date", "reference", "seller"])
    .where("application_id", "=", applicationId)
    .where("kind", "=", "application_fee")
    .where("status", "=", "issued")
    .orderBy("seq", "desc")
    .executeTakeFirst();
  if (!invoice) return [];
  const seller = readSeller(invoice.seller);
  const amount = `${displayAmount(Number(invoice.gross), minorDigits(invoice.currency))} ${invoice.currency}`;
  const t = translatorFor(language);
  return [
    t.t("mail.feeDue", { number: invoice.number ?? "", amount, date: longDay(t, invoice.due_date as string) }),
    t.t("mail.feeTransfer", {
      seller: seller.name,
      iban: groupedReference(seller.iban),
      reference: groupedReference(invoice.reference ?? ""),
    }),
    t.t("mail.feeOnPage"),
  ];
}
