import type { Catalog } from "../catalog.ts";
import { form } from "./form.ts";
import { letters } from "./letters.ts";
import { mail } from "./mail.ts";
import { pages } from "./pages.ts";
import { rules } from "./rules.ts";

export const catalog: Catalog = { form, rules, pages, mail, letters };
