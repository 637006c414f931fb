/**
 * The address of a request as the log may keep it. A status page's token and a password link's
 * token are keys (whoever has one opens the application, or chooses the member's password), and
 * logs travel further than the database. So the log never writes the address as it came: it
 * writes the route the request reached, each token parameter the route declares as `<name>`
 * (`config: { tokenParams: ["token"] }`), however the address was spelled (`/%73tatus/…` reaches
 * `/status/:token` too). An address that reached no route (a 404, a mistyped link) keeps only the
 * segments that are words of some route; anything else could be a token typed wrong.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Path parameters that are secrets: the log names them, never writes their value. */
    tokenParams?: readonly string[];
  }
  interface FastifyInstance {
    /** Every route as registered, with its token parameters: the log's and its test's. */
    loggedRoutes: LoggedRoutes;
  }
}

export interface LoggedRoute {
  method: string;
  url: string;
  tokenParams: readonly string[];
}

/** Route config for a route whose `:token` is a key. */
export const TOKEN_ROUTE = { config: { tokenParams: ["token"] } } as const;

/** What the log writes for a segment that is no word of any route. */
export const UNKNOWN_SEGMENT = "<?>";

const PARAM = /:([A-Za-z0-9_]+)(?:\([^)]*\))?|\*/g;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export class LoggedRoutes {
  readonly routes: LoggedRoute[] = [];
  /** The fixed segments of every route (`status`, `admin`, `set-password`…): never a secret. */
  private readonly words = new Set<string>();

  /** Registers every route added from now on, in this app and all its plugins. */
  watch(app: FastifyInstance): void {
    app.addHook("onRoute", (route) => {
      const tokenParams = route.config?.tokenParams ?? [];
      for (const method of [route.method].flat()) this.routes.push({ method, url: route.url, tokenParams });
      for (const segment of route.url.split("/"))
        if (segment && !segment.includes(":") && !segment.includes("*")) this.words.add(segment);
    });
  }

  /** The request's address for the log: by its route, tokens named; or by known words only. */
  urlOf(request: FastifyRequest): string {
    const raw = request.url;
    const at = raw.indexOf("?");
    const path = at === -1 ? raw : raw.slice(0, at);
    const query = at === -1 ? "" : raw.slice(at);
    const route = request.routeOptions.url;
    if (route === undefined) return this.knownWordsOnly(path) + (query ? "?…" : "");
    const tokens = request.routeOptions.config.tokenParams ?? [];
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    let wildcard = false;
    const logged = route.replace(PARAM, (match, name: string | undefined) => {
      if (name === undefined) {
        // A catch-all (the back office's pages) may hold anything, a mistyped link among them.
        wildcard = true;
        return this.knownWordsOnly(params["*"] ?? "");
      }
      if (tokens.includes(name)) return `<${name}>`;
      return params[name] === undefined ? match : encodeURIComponent(params[name]);
    });
    return logged + (query && !wildcard ? query : query ? "?…" : "");
  }

  private knownWordsOnly(path: string): string {
    return path
      .split("/")
      .map((segment) => (segment === "" || this.words.has(decoded(segment)) ? segment : UNKNOWN_SEGMENT))
      .join("/");
  }
}
