/**
 * The answers of the routes anyone may call without a session, as Zod schemas (the server is held
 * to them): the health checks for the operator's balancer, and the acknowledgement Stripe reads.
 *   GET  /healthz                     → alive
 *   GET  /readyz                      → ready · 503 notReady
 *   POST /payments/stripe/webhook     (the raw signed event) → eventReceived
 * The pages, pictures, plans and files of the public site are not JSON (notJson on the server).
 */
import { z } from "zod";

export const alive = z.object({ status: z.literal("ok") });

export const ready = z.object({ status: z.literal("ready") });

/** Why the instance should get no traffic now, in words safe for the outside (details are in the log). */
export const notReady = z.object({ status: z.enum(["draining", "unavailable"]), reason: z.string() });

export const eventReceived = z.object({ received: z.literal(true) });
