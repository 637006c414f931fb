/** GET /metrics's page: Prometheus's text format, which a scraper refuses whole if one line is wrong. */
import { describe, expect, it } from "vitest";
import { Metrics } from "./metrics.ts";

describe("metrics", () => {
  it("render counters and gauges with their help and type", () => {
    const metrics = new Metrics();
    const fallbacks = metrics.counter("app_fallbacks_total", "Checks counted in memory.\nSecond line.");
    let up = 1;
    metrics.gauge("app_up", "1 while up.", () => up);
    fallbacks.inc();
    fallbacks.inc(2);
    up = 0;
    expect(metrics.render()).toBe(
      "# HELP app_fallbacks_total Checks counted in memory.\\nSecond line.\n# TYPE app_fallbacks_total counter\napp_fallbacks_total 3\n" +
        "# HELP app_up 1 while up.\n# TYPE app_up gauge\napp_up 0\n",
    );
  });

  it("read gauges from elsewhere before each page; a reader that fails leaves the last values", async () => {
    const metrics = new Metrics();
    let stored = 3;
    let shown = 0;
    metrics.beforeRender(async () => {
      if (stored < 0) throw new Error("the database does not answer");
      shown = stored;
    });
    metrics.gauge("app_mail_failed", "Failed.", () => shown);
    await metrics.refresh();
    expect(metrics.render()).toContain("app_mail_failed 3\n");
    stored = -1;
    await metrics.refresh();
    expect(metrics.render()).toContain("app_mail_failed 3\n");
  });

  it("refuse a name Prometheus cannot read, or one registered twice", () => {
    const metrics = new Metrics();
    expect(() => metrics.counter("fallbacks-total", "")).toThrow(/not a valid metric name/);
    metrics.counter("fallbacks_total", "");
    expect(() => metrics.gauge("fallbacks_total", "", () => 0)).toThrow(/registered twice/);
  });
});
