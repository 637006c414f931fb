/** The answer of a refusal or a not-found, shared by every area's JSON routes. */
import { z } from "zod";

/**
 * A refusal or a not-found, as every JSON route words it; `field` names the field of a request
 * that did not fit the route's schema (web/contract.ts), so it must survive this schema too.
 */
export const messageAnswer = z.object({ message: z.string(), field: z.string().optional() });
