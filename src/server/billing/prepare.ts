/**
 * Booth invoices as drafts, from the floor plan: for each accepted gallery with a booth, its area
 * (width × depth, each to the centimetre, the area to the hundredth of a m², half away from zero)
 * times the price per m² of the booth's size, less its newcomer discount; a deposit invoice takes
 * `deposit_percent` of that, the balance invoice the booth less the deposits issued. A gallery
 * with a draft or an invoice of that kind already (not cancelled) is left as it is, so preparing
 * again adds only what is missing.
 */

import { minorDigits } from "../../shared/currencies.ts";
import { boothsOf, type PlanBooth } from "../../shared/floor-plan.ts";
import type { BoothSize } from "../../shared/limits.ts";
import { displayAmount, divideRounded, type Minor, parsePercent, percentOf } from "../../shared/money.ts";
import { ACCEPTED } from "../../shared/statuses.ts";
import type { Actor } from "../applications/actor.ts";
import { decryptTax } from "../applications/tax-secrets.ts";
import { readPlan } from "../booths/plans.ts";
import { type Db, keyringOf } from "../store/database.ts";
import { invoiceAmounts, type LineInput } from "./amounts.ts";
import { type EditionFees, readFees } from "./fees.ts";
import { insertInvoice } from "./invoices.ts";
import { lockCounter } from "./numbering.ts";
import { earlierParticipations } from "./participations.ts";
import { buyerOfTax } from "./parties.ts";
import { BillingError } from "./problems.ts";
import { readSettings } from "./settings.ts";
import { vatTreatment } from "./vat.ts";

export type BoothKind = "deposit" | "balance";

export interface Skipped {
  application_id: string;
  gallery: string;
  reason: string;
}

/** Hundredths of a m²: each side to the centimetre, the product rounded once. */
export function boothArea(booth: Pick<PlanBooth, "w_m" | "d_m">): number {
  const width = BigInt(Math.round(booth.w_m * 100));
  const depth = BigInt(Math.round(booth.d_m * 100));
  return Number(divideRounded(width * depth, 100n));
}

const m2 = (hundredths: number) => `${displayAmount(hundredths, 2)} m²`;

/** The booth's lines before any deposit: its area at its size's price, then the discount taken off. */
export function boothLines(
  booth: Pick<PlanBooth, "label" | "size" | "w_m" | "d_m"> & { hall: string },
  fees: EditionFees,
  earlier: number,
): { lines: LineInput[]; net: Minor; summary: string } | undefined {
  const price = fees.boothPricePerM2[booth.size as BoothSize];
  if (price === null || price === undefined) return undefined;
  const digits = minorDigits(fees.currency);
  const area = boothArea(booth);
  const lines: LineInput[] = [
    {
      description: `Booth ${booth.label} (${booth.size}, ${booth.hall}): ${m2(area)} at ${displayAmount(price, digits)} ${fees.currency} per m²`,
      quantity: area,
      unit: "MTK",
      unitPrice: price,
    },
  ];
  const base = invoiceAmounts(lines, { rate: parsePercent("0") as NonNullable<ReturnType<typeof parsePercent>> }).net;
  const discountText = earlier === 0 ? fees.discounts.first : earlier === 1 ? fees.discounts.second : null;
  const discount = discountText ? parsePercent(discountText) : undefined;
  let summary = `booth ${booth.label}, ${m2(area)}`;
  if (discount && discount.numerator > 0n) {
    const off = percentOf(base, discount);
    const which = earlier === 0 ? "first" : "second";
    lines.push({
      description: `Newcomer discount, ${which} participation: ${discount.text} % of ${displayAmount(base, digits)}`,
      quantity: -100,
      unit: "C62",
      unitPrice: off,
    });
    summary += `, less ${discount.text} % newcomer discount`;
  }
  const net = invoiceAmounts(lines, { rate: parsePercent("0") as NonNullable<ReturnType<typeof parsePercent>> }).net;
  return { lines, net, summary };
}

export async function prepareBoothInvoices(
  db: Db,
  edition: string,
  kind: BoothKind,
  actor: Actor,
  now = Date.now(),
): Promise<{ prepared: string[]; skipped: Skipped[] }> {
  const [fees, seller, plan] = await Promise.all([readFees(db, edition), readSettings(db), readPlan(db, edition)]);
  if (!seller) throw new BillingError(409, "Set who invoices first (the fair's billing details).");
  if (!fees || Object.values(fees.boothPricePerM2).every((p) => p === null))
    throw new BillingError(409, `The edition ${edition} has no booth prices: set them in its fees first.`);
  const deposit = parsePercent(fees.depositPercent);
  if (kind === "deposit" && (!deposit || deposit.numerator === 0n))
    throw new BillingError(409, `The edition ${edition} takes no deposit (deposit_percent is 0).`);
  const booths = new Map(boothsOf(plan).map((b) => [b.id, b]));
  const rows = await db
    .selectFrom("booth_allocations")
    .innerJoin("applications", "applications.id", "booth_allocations.application_id")
    .select([
      "applications.id",
      "applications.gallery_name",
      "applications.gallery_sort",
      "applications.tax_company",
      "applications.tax_address",
      "applications.tax_country",
      "applications.tax_contact",
      "applications.tax_number",
      "applications.tax_email",
      "applications.tax_phone",
      "booth_allocations.booth_id",
    ])
    .where("booth_allocations.edition", "=", edition)
    .where("applications.status", "=", ACCEPTED)
    .where("applications.erased_at", "is", null)
    .orderBy("applications.gallery_sort")
    .orderBy("applications.id")
    .execute();
  const keyring = keyringOf(db);
  const galleries = new Map(
    rows.map((r) => {
      const secret = decryptTax(keyring, r);
      return [r.id, { row: r, secret, identity: { taxNumber: secret.number, folded: r.gallery_sort } }];
    }),
  );
  const earlier = await earlierParticipations(db, edition, new Map([...galleries].map(([id, g]) => [id, g.identity])));
  const editionRow = await db.selectFrom("editions").select("name").where("slug", "=", edition).executeTakeFirst();
  const digits = minorDigits(fees.currency);
  // One transaction behind the counter's lock: two admins preparing at once make one set of drafts.
  return db.transaction().execute(async (trx) => {
    await lockCounter(trx);
    const existing = await trx
      .selectFrom("invoices")
      .select(["application_id", "kind", "id", "number", "net", "status"])
      .where("edition", "=", edition)
      .where("kind", "in", ["deposit", "balance"])
      .where("status", "!=", "cancelled")
      .execute();
    const prepared: string[] = [];
    const skipped: Skipped[] = [];
    for (const { row, secret } of galleries.values()) {
      const skip = (reason: string) => skipped.push({ application_id: row.id, gallery: row.gallery_name, reason });
      if (existing.some((e) => e.application_id === row.id && e.kind === kind)) {
        skip(`has a ${kind} invoice already`);
        continue;
      }
      const booth = booths.get(row.booth_id);
      if (!booth) {
        skip(`its booth ${row.booth_id} is not on the plan`);
        continue;
      }
      const priced = boothLines({ ...booth, hall: booth.hall.name }, fees, earlier.get(row.id) ?? 0);
      if (!priced) {
        skip(`no price per m² is set for ${booth.size} booths`);
        continue;
      }
      let lines = priced.lines;
      if (kind === "deposit") {
        const amount = percentOf(priced.net, deposit as NonNullable<typeof deposit>);
        lines = [
          {
            description: `Deposit of ${fees.depositPercent} % on ${priced.summary} (${displayAmount(priced.net, digits)} ${fees.currency} net), ${editionRow?.name ?? edition}`,
            quantity: 100,
            unit: "C62",
            unitPrice: amount,
          },
        ];
      } else {
        const deposits = existing.filter(
          (e) => e.application_id === row.id && e.kind === "deposit" && e.status !== "draft",
        );
        lines = [
          ...lines,
          ...deposits.map((d) => ({
            description: `Less deposit invoice ${d.number}`,
            quantity: -100,
            unit: "C62" as const,
            unitPrice: Number(d.net),
          })),
        ];
      }
      const buyer = buyerOfTax({
        company: row.tax_company,
        address: row.tax_address,
        country: row.tax_country,
        number: secret.number,
        contact: row.tax_contact,
        email: secret.email,
      });
      const treatment = vatTreatment({
        kind,
        sellerCountry: seller.country,
        buyerCountry: buyer.country,
        buyerTaxNumber: buyer.taxNumber,
        vatRate: fees.vatRate,
        boothTaxedAtFair: fees.boothTaxedAtFair,
      });
      const { id } = await insertInvoice(
        trx,
        db,
        { applicationId: row.id, edition, kind, currency: fees.currency, lines, treatment, seller, buyer },
        { actor, now },
      );
      prepared.push(id);
    }
    return { prepared, skipped };
  });
}
