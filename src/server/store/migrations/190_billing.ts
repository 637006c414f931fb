import type { Kysely } from "kysely";

/**
 * The fair's money: who invoices (one row), each edition's prices, invoices with their lines
 * (numbered from one counter row, taken in the issuing transaction, so numbers are gapless and
 * never shared), payments from the bank, by hand or by card, the statements imported, and the
 * billing events the application's history shows. The form's tax section gains a country.
 * Invoices are kept whatever happens to their application (an erasure leaves them: the law keeps
 * invoices for years), so they refer to it without a cascade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("applications")
    .addColumn("tax_country", "text", (c) => c.notNull().defaultTo(""))
    .execute();

  await db.schema
    .createTable("billing_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("vat_id", "text", (c) => c.notNull())
    .addColumn("iban", "text", (c) => c.notNull())
    .addColumn("bic", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("edition_fees")
    .addColumn("edition", "text", (c) => c.primaryKey().references("editions.slug").onDelete("cascade"))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("application_fee", "bigint")
    .addColumn("fee_required_for_review", "integer", (c) => c.notNull())
    .addColumn("vat_rate", "text", (c) => c.notNull())
    .addColumn("booth_taxed_at_fair", "integer", (c) => c.notNull())
    .addColumn("price_small", "bigint")
    .addColumn("price_medium", "bigint")
    .addColumn("price_large", "bigint")
    .addColumn("deposit_percent", "text", (c) => c.notNull())
    .addColumn("payment_days", "integer", (c) => c.notNull())
    .addColumn("discount_first", "text")
    .addColumn("discount_second", "text")
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("invoice_counters")
    .addColumn("series", "text", (c) => c.primaryKey())
    .addColumn("last_number", "bigint", (c) => c.notNull())
    .execute();
  await db
    .insertInto("invoice_counters" as never)
    .values({ series: "invoices", last_number: 0 } as never)
    .execute();

  await db.schema
    .createTable("invoices")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("application_id", "text", (c) => c.notNull().references("applications.id"))
    .addColumn("edition", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("seq", "bigint", (c) => c.unique())
    .addColumn("number", "text", (c) => c.unique())
    .addColumn("issue_date", "text")
    .addColumn("issued_at", "bigint")
    .addColumn("due_date", "text")
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("net", "bigint", (c) => c.notNull())
    .addColumn("vat", "bigint", (c) => c.notNull())
    .addColumn("gross", "bigint", (c) => c.notNull())
    .addColumn("vat_rule", "text", (c) => c.notNull())
    .addColumn("vat_category", "text", (c) => c.notNull())
    .addColumn("vat_rate", "text", (c) => c.notNull())
    .addColumn("vat_note", "text")
    .addColumn("seller", "text", (c) => c.notNull())
    .addColumn("buyer", "text", (c) => c.notNull())
    .addColumn("reference", "text")
    .addColumn("credit_note_for", "text", (c) => c.references("invoices.id"))
    .addColumn("credited", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("paid", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("paid_at", "bigint")
    .addColumn("cancelled_at", "bigint")
    .addColumn("cancel_reason", "text")
    .addColumn("reminded_at", "bigint")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.references("staff.id"))
    .execute();
  await db.schema.createIndex("invoices_edition").on("invoices").columns(["edition", "status"]).execute();
  await db.schema.createIndex("invoices_application").on("invoices").columns(["application_id", "kind"]).execute();

  await db.schema
    .createTable("invoice_lines")
    .addColumn("invoice_id", "text", (c) => c.notNull().references("invoices.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("quantity", "bigint", (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("unit_price", "bigint", (c) => c.notNull())
    .addColumn("net", "bigint", (c) => c.notNull())
    .addColumn("vat", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("invoice_lines_pk", ["invoice_id", "position"])
    .execute();

  await db.schema
    .createTable("payment_imports")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("entries", "integer", (c) => c.notNull())
    .addColumn("recorded", "integer", (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .addColumn("by_staff_id", "text", (c) => c.references("staff.id"))
    .execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("invoice_id", "text", (c) => c.references("invoices.id"))
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("amount", "bigint", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("paid_on", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("entry_key", "text", (c) => c.unique())
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("payer", "text", (c) => c.notNull())
    .addColumn("remittance", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("import_id", "text", (c) => c.references("payment_imports.id"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("by_staff_id", "text", (c) => c.references("staff.id"))
    .execute();
  await db.schema.createIndex("payments_invoice").on("payments").column("invoice_id").execute();
  await db.schema.createIndex("payments_state").on("payments").column("state").execute();

  // Append-only, as the other events: the application's history shows its money.
  await db.schema
    .createTable("billing_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("application_id", "text", (c) => c.notNull().references("applications.id"))
    .addColumn("invoice_id", "text", (c) => c.references("invoices.id"))
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("amount", "bigint")
    .addColumn("currency", "text")
    .addColumn("note", "text")
    .addColumn("by_staff_id", "text", (c) => c.references("staff.id"))
    .addColumn("via", "text", (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("billing_events_application")
    .on("billing_events")
    .columns(["application_id", "at"])
    .execute();
}
