/**
 * One HTTP/1.1 request over a raw socket, so a test controls the head byte for byte (duplicate
 * headers, odd whitespace, Content-Length that disagrees with the body, chunked framing, Expect).
 */
import net from "node:net";

export interface RawRequest {
  /** The request line and header lines, without the blank line that ends the head. */
  head: string[];
  /** Sent after the head, one write each. */
  body: Buffer[];
  /** Wait for `100 Continue` (or a final answer) before sending the body, as curl does. */
  expectContinue?: boolean;
}

export type RawAnswer =
  | { status: number; headers: Record<string, string>; body: string; ms: number }
  | { error: string; ms: number };

const HEAD_END = "\r\n\r\n";

/** Sends the request and reads the first final answer (interim 1xx skipped), or says why there was none. */
export function rawRequest(port: number, request: RawRequest, timeoutMs = 5_000): Promise<RawAnswer> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = Buffer.alloc(0);
    let bodySent = false;
    const finish = (answer: RawAnswer) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => finish({ error: `no answer within ${timeoutMs} ms`, ms: ms() }), timeoutMs);
    const sendBody = () => {
      if (bodySent) return;
      bodySent = true;
      for (const chunk of request.body) if (!socket.destroyed) socket.write(chunk);
    };
    socket.on("error", (error) => finish({ error: `socket: ${error.message}`, ms: ms() }));
    socket.on("close", () => finish({ error: "closed without an answer", ms: ms() }));
    socket.on("connect", () => {
      socket.write(Buffer.from(`${request.head.join("\r\n")}${HEAD_END}`, "latin1"));
      if (!request.expectContinue) sendBody();
      // A server that neither continues nor answers at once gets the body anyway (RFC 9110 §10.1.1).
      else setTimeout(sendBody, 1_000).unref();
    });
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      for (;;) {
        const end = received.indexOf(HEAD_END);
        if (end < 0) return;
        const [statusLine = "", ...lines] = received.subarray(0, end).toString("latin1").split("\r\n");
        const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? Number.NaN);
        if (status >= 100 && status < 200) {
          received = received.subarray(end + HEAD_END.length);
          if (status === 100) sendBody();
          continue;
        }
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(":");
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        const length = Number(headers["content-length"] ?? Number.NaN);
        const body = received.subarray(end + HEAD_END.length);
        if (Number.isNaN(status)) return finish({ error: `not HTTP: ${statusLine}`, ms: ms() });
        if (Number.isNaN(length)) return finish({ error: `no Content-Length (status ${status})`, ms: ms() });
        if (body.length < length) return;
        return finish({ status, headers, body: body.subarray(0, length).toString("utf8"), ms: ms() });
      }
    });
  });
}
