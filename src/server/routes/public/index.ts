/**
 * What anyone may see without a session: the accepted galleries' pages, the site's icon and
 * robots.txt, and health checks for the operator's balancer.
 */
import type { FastifyPluginAsync } from "fastify";
import type { RouteContext } from "../context.ts";
import { ecosystemRoutes } from "./ecosystem.ts";
import { healthRoutes } from "./health.ts";
import { siteRoutes } from "./site.ts";

export const publicRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  await app.register(healthRoutes, context);
  await app.register(siteRoutes, context);
  await app.register(ecosystemRoutes, context);
};
