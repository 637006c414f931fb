/**
 * An answer given before the request's body has arrived (401, 403, 413, 429, a file over its limit, a
 * stored submission's retry) must reach a client that is still sending. Closing the connection under
 * it makes the kernel reset it, and a client such as Node's fetch then reports EPIPE ("fetch failed")
 * instead of the answer. So the rest of a small body is read and discarded before answering (and the
 * connection stays usable); a larger one is answered with `Connection: close`, and after our end of
 * the connection is closed the server keeps reading and discarding for a moment (a lingering close,
 * as nginx and Apache do), so the client reads the answer before the connection goes.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { RequestError } from "./request-error.ts";

/** Bodies up to this much more are read to their end before answering. */
export const DRAIN_BYTES = 4 * 1024 * 1024;
/** How long to wait for that rest; a client slower than this gets the lingering close. */
const DRAIN_MS = 5_000;
/** How long a closed connection keeps reading what the client still sends. */
const LINGER_MS = 2_000;

/** A body that went silent before its end (Content-Length not reached, no last chunk). */
export const BODY_STALLED = "The request stopped arriving before its end. Nothing was stored; please send it again.";

const stalled = new WeakSet<IncomingMessage>();

/** Whether this request's body went silent before its end, the client's doing (the error handler then answers 408). */
export function bodyStalled(request: FastifyRequest): boolean {
  return stalled.has(request.raw);
}

export function registerEarlyAnswers(app: FastifyInstance): void {
  const answering = new WeakSet<IncomingMessage>();
  // Node closes a connection silent for IDLE_TIMEOUT_SECONDS without a word, unless the request
  // still arriving listens for it: then the client is told why (408) before it closes.
  app.addHook("onRequest", async (request, reply) => {
    // While a handler prepares the answer (waiting on a database that restarts, say) the client is
    // waiting on us: Node would otherwise destroy the connection after IDLE_TIMEOUT_SECONDS and the
    // client see "socket hang up" on it. Each handler's own deadline bounds that wait.
    reply.raw.on("timeout", idleOnlyOnceAnswering);
    const raw = request.raw;
    if (raw.complete) return;
    const onTimeout = () => {
      // Bytes of the body wait unread on our side: the server is the one waiting (a file store slow
      // to take a file), not the client, who must not be told it went silent. The store's own
      // deadline (S3_TIMEOUT_SECONDS) ends that wait with a 503.
      if (raw.complete || raw.readableLength > 0) return;
      raw.off("timeout", onTimeout);
      stalled.add(raw);
      // An answer waiting for the rest of the body stops waiting (readToEnd) and goes out as it is.
      if (answering.has(raw)) return;
      if (reply.sent || reply.raw.headersSent) {
        raw.socket.destroy();
        return;
      }
      const answer = () => {
        if (!reply.sent && !reply.raw.headersSent) void reply.code(408).send({ message: BODY_STALLED });
      };
      // The multipart parser is reading: failing it lets the handler remove what it stored, then
      // answer through the error handler. Anyone else (or a handler that does not answer) gets it here.
      if (raw.listenerCount("error") === 0) return answer();
      raw.emit("error", new RequestError(408, BODY_STALLED));
      setTimeout(answer, 1_000).unref();
    };
    raw.on("timeout", onTimeout);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const raw = request.raw;
    if (raw.complete || raw.destroyed) return payload;
    answering.add(raw);
    if (!stalled.has(raw) && (await readToEnd(raw))) {
      reply.removeHeader("connection");
      return payload;
    }
    reply.header("connection", "close");
    lingerOnClose(raw.socket);
    return payload;
  });
}

/** A client silent while the answer is already going out (it stopped reading) is the one idle. */
function idleOnlyOnceAnswering(this: ServerResponse, socket: Socket): void {
  if (this.headersSent) socket.destroy();
}

/** Reads and discards the rest of the body: true once it has all arrived, false past the bounds. */
function readToEnd(raw: IncomingMessage): Promise<boolean> {
  const declared = Number(raw.headers["content-length"]);
  if (Number.isFinite(declared) && declared > DRAIN_BYTES) {
    discard(raw);
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    let seen = 0;
    const done = (complete: boolean) => {
      clearTimeout(timer);
      raw.off("data", onData);
      raw.off("end", onEnd);
      raw.off("close", onClose);
      raw.off("timeout", onStall);
      resolve(complete);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_BYTES) done(false);
    };
    const onEnd = () => done(true);
    const onClose = () => done(raw.complete);
    const onStall = () => done(false);
    const timer = setTimeout(() => done(false), DRAIN_MS);
    raw.on("data", onData);
    raw.once("end", onEnd);
    raw.once("close", onClose);
    raw.once("timeout", onStall);
    discard(raw);
  });
}

/** Whatever was reading the body (the multipart parser, after a refusal) lets go; the rest flows away. */
function discard(raw: IncomingMessage): void {
  raw.unpipe();
  raw.resume();
}

/**
 * Node ends a `Connection: close` answer with socket.destroySoon(): FIN, then the descriptor is closed
 * as soon as the answer is flushed, and unread bytes arriving after that are answered with a reset.
 * This one keeps reading (discarding) until the client closes its side or LINGER_MS pass.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    this.once("end", () => this.destroy());
    this.once("close", () => clearTimeout(timer));
  };
}
