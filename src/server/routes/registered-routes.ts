/**
 * Every route of the site as registered (method and address), so that the tests that go through
 * who may use what (routes/audience-matrix.test.ts, and the back office's guard.test.ts with its own
 * list) fail when a route is added without being put in their matrix.
 */
import type { FastifyInstance } from "fastify";

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered after recordRoutes, HEAD included. */
    siteRoutes: RegisteredRoute[];
  }
}

export function recordRoutes(app: FastifyInstance): void {
  app.decorate("siteRoutes", [] as RegisteredRoute[]);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) app.siteRoutes.push({ method, url: route.url });
  });
}
