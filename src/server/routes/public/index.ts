/**
 * What anyone may see without a session: the accepted galleries' pages, the site's icon and
 * robots.txt, health checks for the operator's balancer and metrics for their monitoring, and
 * Stripe's signed events when card payments are on.
 */
import type { FastifyPluginAsync } from "fastify";
import { negotiateRequestLanguage } from "../../languages/request-language.ts";
import type { RouteContext } from "../context.ts";
import { ecosystemRoutes } from "./ecosystem.ts";
import { floorPlanRoutes } from "./floor-plan.ts";
import { healthRoutes } from "./health.ts";
import { metricsRoutes } from "./metrics.ts";
import { siteRoutes } from "./site.ts";
import { stripeWebhookRoutes } from "./stripe-webhook.ts";

export const publicRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  // Machines' addresses speak no language: a balancer's probe during a shutdown (or a database
  // that hangs) must not wait on the offered languages' read.
  await app.register(healthRoutes, context);
  await app.register(metricsRoutes, context);
  // Card payments' signed events from Stripe (only with STRIPE_SECRET_KEY).
  await app.register(stripeWebhookRoutes, context);
  await app.register(async (pages) => {
    // A gallery reads /ecosystem in her language too (?lang=, the cookie, Accept-Language).
    negotiateRequestLanguage(pages, context.db);
    await pages.register(siteRoutes, context);
    await pages.register(ecosystemRoutes, context);
    await pages.register(floorPlanRoutes, context);
  });
};
