/**
 * Every route of the site as registered (method and address), so that the tests that go through
 * who may use what (routes/audience-matrix.test.ts, and the back office's guard.test.ts with its own
 * list) fail when a route is added without being put in their matrix.
 */
import type { FastifyInstance } from "fastify";

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The parts of the contract the route declares (routes/contract.test.ts holds every route to it). */
  declares: { params: boolean; querystring: boolean; body: boolean; response: boolean };
  /** What the route takes instead of a JSON body, where it does ("multipart", "form", "raw"). */
  takes: string | undefined;
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
    const schema = route.schema ?? {};
    const declares = {
      params: schema.params !== undefined,
      querystring: schema.querystring !== undefined,
      body: schema.body !== undefined,
      response: schema.response !== undefined,
    };
    const takes = route.config?.takes;
    for (const method of [route.method].flat()) app.siteRoutes.push({ method, url: route.url, declares, takes });
  });
}
