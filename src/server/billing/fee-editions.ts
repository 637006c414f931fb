/**
 * Which editions charge fees, for the form's hottest paths (the page and every validate and
 * submit ask whether the company's country is required): read with the editions' few seconds of
 * freshness, forgotten at once when this instance changes an edition's fees.
 */
import { EDITIONS_FRESH_MS } from "../editions/editions.ts";
import type { Db } from "../store/database.ts";
import { chargesFees, feesOf } from "./fees.ts";

const copies = new WeakMap<Db, { slugs: Promise<ReadonlySet<string>>; readAt: number }>();

async function read(db: Db): Promise<ReadonlySet<string>> {
  const rows = await db.selectFrom("edition_fees").selectAll().execute();
  return new Set(rows.filter((row) => chargesFees(feesOf(row))).map((row) => row.edition));
}

export function editionsChargingFees(db: Db): Promise<ReadonlySet<string>> {
  const now = Date.now();
  const copy = copies.get(db);
  if (copy && now - copy.readAt < EDITIONS_FRESH_MS) return copy.slugs;
  const fresh = { slugs: read(db), readAt: now };
  copies.set(db, fresh);
  fresh.slugs.catch(() => {
    if (copies.get(db) === fresh) copies.delete(db);
  });
  return fresh.slugs;
}

export function forgetFeeEditions(db: Db): void {
  copies.delete(db);
}
