/**
 * Newcomer discounts count a gallery's earlier participations: its applications accepted in
 * editions before this one (by the editions' order in the back office). The same gallery is
 * recognised across editions by its tax number (compared without spaces, punctuation or a
 * country prefix: "DE 123 456 789" is "123456789") or, failing that, by its name folded as the
 * list sorts it (lower case, accents and punctuation gone: "Galerie Müller" is "galerie muller").
 */
import { ACCEPTED } from "../../shared/statuses.ts";
import { decryptTax } from "../applications/tax-secrets.ts";
import { type Db, keyringOf } from "../store/database.ts";

export function sameTaxNumber(taxNumber: string): string {
  const compact = taxNumber.toUpperCase().replace(/[^A-Z0-9]/g, "");
  return compact.replace(/^[A-Z]{2,3}(?=\d)/, "");
}

export interface GalleryIdentity {
  taxNumber: string;
  /** applications.gallery_sort */
  folded: string;
}

/** For each gallery asked about, how many earlier editions accepted it. */
export async function earlierParticipations(
  db: Db,
  edition: string,
  galleries: ReadonlyMap<string, GalleryIdentity>,
): Promise<Map<string, number>> {
  const current = await db.selectFrom("editions").select("position").where("slug", "=", edition).executeTakeFirst();
  const counts = new Map([...galleries.keys()].map((id) => [id, 0]));
  if (!current) return counts;
  const earlier = await db
    .selectFrom("applications")
    .innerJoin("editions", "editions.slug", "applications.edition")
    .select(["applications.edition", "applications.gallery_sort", "applications.tax_number"])
    .where("applications.status", "=", ACCEPTED)
    .where("applications.erased_at", "is", null)
    .where("editions.position", "<", current.position)
    .execute();
  const keyring = keyringOf(db);
  // Each earlier edition counts once per gallery, however it matched.
  const byNumber = new Map<string, Set<string>>();
  const byName = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, edition: string) => {
    if (key === "") return;
    const set = map.get(key) ?? new Set();
    set.add(edition);
    map.set(key, set);
  };
  for (const row of earlier) {
    const number = sameTaxNumber(
      decryptTax(keyring, { tax_number: row.tax_number, tax_email: "", tax_phone: "" }).number,
    );
    add(byNumber, number, row.edition);
    add(byName, row.gallery_sort, row.edition);
  }
  for (const [id, gallery] of galleries) {
    const editions = new Set([
      ...(byNumber.get(sameTaxNumber(gallery.taxNumber)) ?? []),
      ...(byName.get(gallery.folded) ?? []),
    ]);
    counts.set(id, editions.size);
  }
  return counts;
}
