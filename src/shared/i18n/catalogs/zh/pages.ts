import type { PagesCatalog } from "../en/pages.ts";

export const pages: PagesCatalog = {
  languageSwitcher: "语言",
};
