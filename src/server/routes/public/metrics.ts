/**
 * GET /metrics: the counters and gauges of this instance in Prometheus's text format, for the
 * operator's monitoring to scrape. No session needed, like /readyz; the reverse proxy keeps it
 * from the public (it says how the instance fares, nothing about anyone's application).
 */
import type { FastifyPluginAsync } from "fastify";
import { notJson } from "../../web/contract.ts";
import type { Metrics } from "../../web/metrics.ts";
import { quietRoute } from "./health.ts";

export const metricsRoutes: FastifyPluginAsync<{ metrics: Metrics }> = async (app, { metrics }) => {
  const schema = { response: { 200: notJson("text/plain; version=0.0.4 (Prometheus)") } };
  app.get("/metrics", { ...quietRoute(app), schema }, async (_request, reply) => {
    await metrics.refresh();
    return reply
      .header("content-type", "text/plain; version=0.0.4; charset=utf-8")
      .header("cache-control", "no-store")
      .send(metrics.render());
  });
};
