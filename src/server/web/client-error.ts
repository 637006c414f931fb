/**
 * A request Node cannot parse (bad framing, an invalid header, both Content-Length and chunked, a
 * second Content-Length) never reaches a route: the answer is written here, as JSON with a message
 * like every other refusal, and the connection then closes without resetting a client still sending.
 */
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";

/** How long the closed connection keeps reading what the client still sends (as web/early-answer.ts). */
const LINGER_MS = 2_000;

function answerOf(code: string | undefined): [number, string] {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, "The request took too long to arrive. Please send it again."];
  if (code === "HPE_HEADER_OVERFLOW") return [431, "The request's headers are too large."];
  return [400, "The request is not valid HTTP (its head or framing is malformed)."];
}

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  // An answer already on its way cannot be followed by another: just close.
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || current?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, message] = answerOf(error.code);
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.resume();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.once("end", () => socket.destroy());
  socket.once("close", () => clearTimeout(timer));
}
