/** The status page and its change, withdraw and start-from pages, the lost-link page, /ecosystem, the site's frame. */
export const pages = {
  /** The language switcher's name (its list of languages names each in itself). */
  languageSwitcher: "Language",
} as const;

export type PagesCatalog = Record<keyof typeof pages, string>;
