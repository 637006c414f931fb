/**
 * A TCP proxy on a loopback port of its own, in front of a server the test must not stop (the
 * machine's shared PostgreSQL). Stopping the proxy is what the application sees when that server
 * goes away: open connections are cut and new ones refused, until the proxy listens again on the
 * same port.
 */
import net from "node:net";

export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  /**
   * Cuts every connection and refuses new ones. With `onNextQuery`, waits first until a client
   * sends something (a query in flight) and cuts then: the server vanishes mid-query.
   */
  stop(options?: { onNextQuery?: boolean }): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /**
   * A server that stops answering without going away (frozen, a network that drops packets):
   * connections stay open and new ones are accepted, but nothing passes in either direction until
   * `thaw`, which lets everything held through in order.
   */
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let cutOnNextData: (() => void) | null = null;
  let closed: Promise<void> = Promise.resolve();
  let held: (() => void)[] | null = null;
  /** Writes now, or once thawed when frozen. */
  const pass = (socket: net.Socket, chunk: Buffer) => {
    if (held) held.push(() => socket.write(chunk));
    else socket.write(chunk);
  };
  /** Refuses new connections and cuts the open ones, at once. */
  const goAway = () => {
    closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of open) socket.destroy();
    open.clear();
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    client.on("data", (chunk: Buffer) => {
      if (cutOnNextData) {
        const armed = cutOnNextData;
        cutOnNextData = null;
        goAway();
        armed();
        return;
      }
      pass(upstream, chunk);
    });
    upstream.on("data", (chunk: Buffer) => pass(client, chunk));
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      socket.on("error", () => other.destroy());
      socket.on("close", () => {
        open.delete(socket);
        other.destroy();
      });
    }
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    via(url) {
      const proxied = new URL(url);
      proxied.hostname = "127.0.0.1";
      proxied.port = String(port);
      return proxied.toString();
    },
    async stop(options = {}) {
      if (options.onNextQuery) await new Promise<void>((resolve) => (cutOnNextData = resolve));
      else goAway();
      await closed;
    },
    start: () => listen(port),
    freeze() {
      held ??= [];
    },
    thaw() {
      const waiting = held ?? [];
      held = null;
      for (const write of waiting) write();
    },
    async close() {
      cutOnNextData = null;
      if (server.listening) goAway();
      await closed;
    },
  };
}
