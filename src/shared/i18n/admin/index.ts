/**
 * The back office's catalogs, for the server (which embeds the member's language's in the shell page)
 * and the tests. The browser never imports this module: it is given its member's language only.
 */
import type { AdminCatalog, BackOfficeLanguage } from "./catalog.ts";
import { catalog as de } from "./de/index.ts";
import { catalog as en } from "./en/index.ts";

export const ADMIN_CATALOGS: Record<BackOfficeLanguage, AdminCatalog> = { en, de };
