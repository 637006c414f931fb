/**
 * The routes' contract: every route declares its params, query, body and answer as Zod schemas
 * (fastify-type-provider-zod), the answers' schemas living in src/shared/api/ where the back office
 * imports them. Fastify checks what arrives against them; this file says how a refusal reads.
 *
 * A request that does not fit is answered 400 `{"message", "field"}`, the message naming the field
 * ("ids: must be a list of ids"); a route whose contract already says 422 for a bad field sets
 * `config: { refuseWith: 422 }`. An answer that does not fit its own schema is the server's fault:
 * logged with what did not fit, and a 500 without details.
 */
import type { FastifyError, FastifyInstance } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  ResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { z } from "zod";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The status a request that does not fit the route's schema gets: 400 unless the contract says 422. */
    refuseWith?: 400 | 422;
    /**
     * What the route reads instead of a JSON body, so its contract needs no body schema: a
     * multipart upload, an HTML form (urlencoded), a signed raw body, or nothing at all.
     */
    takes?: "multipart" | "form" | "raw" | "nothing";
  }
}

export function registerContract(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

/** Where in the request a schema refused, as Fastify names it. */
type Part = "body" | "params" | "querystring" | "headers";

export interface SchemaRefusal {
  status: 400 | 422;
  message: string;
  /** The field's dotted path within its part ("ids.2"), or the part itself when the whole is wrong. */
  field: string;
}

const PART_WORDS: Record<Part, string> = {
  body: "The request's body",
  params: "The address",
  querystring: "The address's query",
  headers: "A header",
};

/** The request did not fit its route's schema: which field, and what it must be. */
export function schemaRefusal(error: unknown, refuseWith: 400 | 422 = 400): SchemaRefusal | undefined {
  const problem = schemaProblem(error);
  if (!problem) return undefined;
  const { part, path, what } = problem;
  if (!path) return { status: refuseWith, field: part, message: `${PART_WORDS[part]} does not fit: ${what}.` };
  return { status: refuseWith, field: path, message: `${path}: ${what}`.replace(/\.?$/, ".") };
}

/**
 * Where a request did not fit (the part, the field's dotted path or "" for the whole part) and what
 * the schema says of it, for an area that words its refusals its own way (the money routes).
 */
export function schemaProblem(error: unknown): { part: Part; path: string; what: string } | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const part = ((error as FastifyError).validationContext ?? "body") as Part;
  const first = error.validation[0];
  const nested = first && mostSpecific(first.params);
  const path = nested ? nested.path.join(".") : (first?.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
  const what = (nested?.message ?? first?.message ?? "is not valid").replace(/^Invalid input: /, "");
  return { part, path, what };
}

interface Issue {
  path: PropertyKey[];
  message: string;
}

/**
 * Of a union's branches ({"ids": […]} or {"all": true}), the one the request came closest to: the
 * issue deepest in the body names the field the sender meant.
 */
function mostSpecific(params: unknown): Issue | undefined {
  const branches = (params as { errors?: Issue[][] } | undefined)?.errors;
  if (!Array.isArray(branches)) return undefined;
  return branches
    .flat()
    .filter((issue) => Array.isArray(issue.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** The route's own answer did not fit its schema (a bug here, never the client's). */
export const answerDidNotFit = (error: unknown): error is ResponseSerializationError =>
  error instanceof ResponseSerializationError;

/**
 * The answer of a route that sends a file or a page, not JSON (`what` is its media type): Fastify
 * does not serialize strings, buffers and streams, so this declares the answer without checking it.
 */
export const notJson = (what: string) => z.any().describe(what);
