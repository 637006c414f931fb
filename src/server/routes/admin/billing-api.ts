/**
 * Who invoices and what each edition charges (admins; reviewers 403):
 *   GET · PUT /admin/api/billing                {"name","address","country","vat_id","iban","bic","email"} (+ "phone")
 *   GET · PUT /admin/api/editions/<slug>/fees   {"currency","application_fee","fee_required_for_review","vat_rate",
 *                                               "booth_taxed_at_fair","booth_price_per_m2":{"small","medium","large"},
 *                                               "deposit_percent","payment_days"} (+ "newcomer_discount_percent":{"first","second"})
 * Nonsense is 422 naming the field; fees need the billing details set first (409), and an edition's
 * currency stays once it has issued invoices (409).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { billingSettingsAnswer, editionFeesAnswer, moneyChangeBody } from "../../../shared/api/billing.ts";
import { editionParams } from "../../../shared/api/editions.ts";
import { forgetFeeEditions } from "../../billing/fee-editions.ts";
import { chargesFees, feesJson, parseFees, readFees, saveFees } from "../../billing/fees.ts";
import { BillingError } from "../../billing/problems.ts";
import { parseSettings, readSettings, saveSettings, settingsJson } from "../../billing/settings.ts";
import type { Config } from "../../config.ts";
import { findEdition } from "../../editions/editions.ts";
import type { Db } from "../../store/database.ts";
import { billingApiErrors } from "./billing-errors.ts";

export const billingApi: FastifyPluginAsyncZod<{ config: Config; db: Db }> = async (app, { config, db }) => {
  billingApiErrors(app);
  const admin = { staffAccess: "admin" as const };
  const settings = { config: admin, schema: { response: { 200: billingSettingsAnswer } } };
  const feesRoute = { config: admin, schema: { params: editionParams, response: { 200: editionFeesAnswer } } };

  app.get("/api/billing", settings, async () => settingsJson(await readSettings(db)));

  app.put("/api/billing", { ...settings, schema: { ...settings.schema, body: moneyChangeBody } }, async (request) => {
    const seller = parseSettings(request.body);
    await saveSettings(db, seller);
    request.log.info("billing details changed");
    return settingsJson(seller);
  });

  const edition = async (slug: string) => {
    const found = await findEdition(db, config.openEditions, slug);
    if (!found) throw new BillingError(404, `There is no edition "${slug}".`);
    return found;
  };

  app.get("/api/editions/:slug/fees", feesRoute, async (request) => {
    const { slug } = await edition(request.params.slug);
    return feesJson(await readFees(db, slug));
  });

  app.put(
    "/api/editions/:slug/fees",
    { ...feesRoute, schema: { ...feesRoute.schema, body: moneyChangeBody } },
    async (request) => {
      const { slug } = await edition(request.params.slug);
      const fees = parseFees(slug, request.body);
      if (chargesFees(fees) && !(await readSettings(db)))
        throw new BillingError(
          409,
          "Set who invoices first (PUT /admin/api/billing): an edition's fees need a seller.",
        );
      const other = await db
        .selectFrom("invoices")
        .select("currency")
        .where("edition", "=", slug)
        .where("status", "!=", "draft")
        .where("currency", "!=", fees.currency)
        .executeTakeFirst();
      if (other)
        throw new BillingError(
          409,
          `currency cannot change: the edition has invoices issued in ${other.currency}.`,
          "currency",
        );
      await saveFees(db, fees);
      forgetFeeEditions(db);
      request.log.info({ edition: slug, charges: chargesFees(fees) }, "edition fees changed");
      return feesJson(fees);
    },
  );
};
