/**
 * Every language's catalog, for the server and the tests. The browser never imports this module:
 * its page is given its own language's parts only (see docs/languages.md).
 */
import type { Language } from "../languages.ts";
import type { Catalog } from "./catalog.ts";
import { catalog as de } from "./de/index.ts";
import { catalog as en } from "./en/index.ts";
import { catalog as es } from "./es/index.ts";
import { catalog as fr } from "./fr/index.ts";
import { catalog as it } from "./it/index.ts";
import { catalog as ja } from "./ja/index.ts";
import { catalog as zh } from "./zh/index.ts";

export const CATALOGS: Record<Language, Catalog> = { en, de, fr, es, it, ja, zh };
