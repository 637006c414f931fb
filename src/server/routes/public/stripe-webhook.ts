/**
 * POST /payments/stripe/webhook: Stripe's signed events (with STRIPE_SECRET_KEY; otherwise there is
 * no such route). The body is read as bytes, as its signature covers them; a wrong signature is
 * 400, and an event is recorded once however often Stripe sends it.
 */
import type { FastifyPluginAsync } from "fastify";
import { messageAnswer } from "../../../shared/api/message.ts";
import { eventReceived } from "../../../shared/api/public.ts";
import { receiveStripeEvent } from "../../billing/card-payments.ts";
import type { RouteContext } from "../context.ts";

export const stripeWebhookRoutes: FastifyPluginAsync<RouteContext> = async (app, { config, db }) => {
  const stripe = config.stripe;
  if (!stripe) return;
  app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  const contract = {
    // The signature covers the bytes as sent: read raw, checked by receiveStripeEvent.
    config: { takes: "raw" as const },
    schema: { response: { 200: eventReceived, 400: messageAnswer } },
  };
  app.post<{ Body: Buffer }>("/payments/stripe/webhook", contract, async (request, reply) => {
    const signature = request.headers["stripe-signature"];
    let outcome: Awaited<ReturnType<typeof receiveStripeEvent>>;
    try {
      outcome = await receiveStripeEvent(
        db,
        stripe,
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof signature === "string" ? signature : undefined,
      );
    } catch (error) {
      if ((error as { type?: string }).type === "StripeSignatureVerificationError")
        return reply.code(400).send({ message: "The event's signature does not hold." });
      throw error;
    }
    request.log.info({ outcome }, "stripe event received");
    return { received: true as const };
  });
};
