/**
 * The public floor plan of the edition /ecosystem shows (only while its public pages are on):
 *   GET /ecosystem/floor-plan       the halls drawn and the same as a list, galleries linked to their pages
 *   GET /ecosystem/floor-plan.svg   the whole plan in one drawing
 *   GET /ecosystem/floor-plan.pdf   one A3 landscape page per hall, to print
 *   GET /ecosystem/floor-plan.csv   the booth list
 * Free booths are drawn; a booth names its gallery only while the public may see that gallery
 * (booths/public-plan.ts asks the rule book): accepted, and the edition's decisions released.
 */
import type { FastifyPluginAsync } from "fastify";
import { messageAnswer } from "../../../shared/api/message.ts";
import { planCsv } from "../../booths/plan-csv.ts";
import { renderPlanPage } from "../../booths/plan-page.ts";
import { planPdf } from "../../booths/plan-pdf.ts";
import { planSvg } from "../../booths/plan-svg.ts";
import { publicPlan } from "../../booths/public-plan.ts";
import type { Config } from "../../config.ts";
import { galleryPath } from "../../ecosystem/pages.ts";
import { publicEdition } from "../../editions/editions.ts";
import { pageLanguage } from "../../languages/page-language.ts";
import type { Db } from "../../store/database.ts";
import type { ClientFiles } from "../../web/client-files.ts";
import { notJson } from "../../web/contract.ts";
import { sendWithEtag } from "../../web/etag.ts";
import { ECOSYSTEM_ENTRY } from "./ecosystem.ts";

export const floorPlanRoutes: FastifyPluginAsync<{ config: Config; db: Db; client: ClientFiles }> = async (
  app,
  { config, db, client },
) => {
  const shown = async () => {
    const edition = await publicEdition(db, config.openEditions);
    return edition ? { edition, ...(await publicPlan(db, edition, galleryPath)) } : undefined;
  };

  const file = (what: string) => ({ schema: { response: { 200: notJson(what), 404: messageAnswer } } });

  app.get("/ecosystem/floor-plan", { schema: { response: { 200: notJson("text/html") } } }, async (request, reply) => {
    const found = await shown();
    // In the reader's language (?lang=, the cookie, Accept-Language), as the other /ecosystem pages.
    const language = await pageLanguage(request, db);
    const page = renderPlanPage({
      edition: found?.edition.name,
      plan: found?.plan ?? { halls: [] },
      galleries: found?.galleries ?? new Map(),
      assets: client.entryAssets(ECOSYSTEM_ENTRY),
      language,
    });
    reply
      .header("cache-control", "no-cache")
      .header("x-content-type-options", "nosniff")
      .header("content-language", language.t.tag)
      .header("vary", "Accept-Language, Cookie")
      .type("text/html; charset=utf-8");
    return sendWithEtag(request, reply, page);
  });

  app.get("/ecosystem/floor-plan.svg", file("image/svg+xml"), async (request, reply) => {
    const found = await shown();
    if (!found)
      return reply.code(404).header("cache-control", "no-cache").send({ message: "There is no public plan." });
    reply
      .header("cache-control", "no-cache")
      .header("content-disposition", `inline; filename="floor-plan-${found.edition.slug}.svg"`)
      .type("image/svg+xml; charset=utf-8");
    return sendWithEtag(
      request,
      reply,
      planSvg(found.plan, found.galleries, { standalone: true, title: `Floor plan · ${found.edition.name}` }),
    );
  });

  app.get("/ecosystem/floor-plan.pdf", file("application/pdf"), async (_request, reply) => {
    const found = await shown();
    if (!found)
      return reply.code(404).header("cache-control", "no-cache").send({ message: "There is no public plan." });
    return reply
      .header("cache-control", "no-cache")
      .header("content-disposition", `inline; filename="floor-plan-${found.edition.slug}.pdf"`)
      .type("application/pdf")
      .send(await planPdf(found.plan, found.galleries, `Floor plan · ${found.edition.name}`));
  });

  app.get("/ecosystem/floor-plan.csv", file("text/csv"), async (request, reply) => {
    const found = await shown();
    if (!found)
      return reply.code(404).header("cache-control", "no-cache").send({ message: "There is no public plan." });
    reply
      .header("cache-control", "no-cache")
      .header("content-disposition", `attachment; filename="booths-${found.edition.slug}.csv"`)
      .type("text/csv; charset=utf-8");
    return sendWithEtag(request, reply, planCsv(found.plan, found.galleries, config.publicUrl));
  });
};
