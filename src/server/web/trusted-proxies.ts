/**
 * Which proxies' `X-Forwarded-*` headers are believed (TRUST_PROXY). A proxy appends the address it
 * saw to `X-Forwarded-For`; everything before that is whatever the client wrote. So the client's
 * address is read from the right: past the trusted proxies, never further. Trusting every hop
 * (Fastify's `true`) would let a client pick its own address by writing a first entry, and with
 * it slip past every per-IP limit.
 */
import { isIP } from "node:net";

/** Nobody (the app is reached directly), the last `hops` proxies, or the proxies at these addresses. */
export type TrustProxy = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "addresses"; addresses: string[] };

/** proxy-addr's names for address ranges (loopback 127.0.0.1/8 and ::1; linklocal; uniquelocal: 10/8, 172.16/12, 192.168/16, fc00::/7). */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as written: a problem to report (naming the variable), or what to trust. */
export function parseTrustProxy(value: string | undefined): TrustProxy | { problem: string } {
  const text = (value ?? "").trim();
  if (text === "" || text === "false" || text === "0") return { kind: "none" };
  // The documented nginx: one proxy in front, which appends the address it saw.
  if (text === "true") return { kind: "hops", hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 32) return { problem: `TRUST_PROXY must be at most 32 hops, got "${value}".` };
    return { kind: "hops", hops };
  }
  const addresses = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = addresses.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0)
    return {
      problem: `TRUST_PROXY must be false, true (one proxy), a number of proxies, or a comma-separated list of the proxies' addresses or ranges (e.g. 10.0.0.0/8, ::1, loopback); "${wrong.join('", "')}" is none of these.`,
    };
  return { kind: "addresses", addresses };
}

/**
 * Fastify's trustProxy for it. A number of hops is given as a function: Fastify 5.12 treats a bare
 * number as "trust nothing", and proxy-addr calls the function with each address's distance from
 * this server (0: the peer of the socket).
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust.kind === "none") return false;
  if (trust.kind === "addresses") return trust.addresses;
  const { hops } = trust;
  return (_address, hop) => hop < hops;
}
