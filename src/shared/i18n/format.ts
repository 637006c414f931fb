/**
 * A language's translator: its catalog's ICU messages (intl-messageformat, each compiled once), and
 * numbers, dates, money and lists through Intl in that language. Browser-safe; it imports no catalog
 * itself, so the browser is given only its own language's.
 */
import { IntlMessageFormat } from "intl-messageformat";
import type { Catalog, MessageKey } from "./catalogs/catalog.ts";
import { type Language, languageTag } from "./languages.ts";

export type MessageValues = Record<string, string | number | Date>;

/** The parts of a catalog a translator may hold: the browser's page is given only the ones it shows. */
export type PartialCatalog = Partial<Catalog>;

/** A translator whose keys are K (`form.title`; the back office's `common.signOut`). */
export interface TranslatorOf<K extends string> {
  readonly language: Language;
  /** The BCP 47 tag (`zh-Hans`), for `lang`, `Content-Language` and Intl. */
  readonly tag: string;
  t(key: K, values?: MessageValues): string;
  /**
   * A message with markup (`<strong>…</strong>`): its parts, each tag given by a function of its
   * contents. The browser makes elements of them; the text in between stays text, never markup.
   */
  parts<T>(key: K, values: Record<string, string | number | T | ((chunks: (string | T)[]) => T)>): (string | T)[];
  number(value: number, options?: Intl.NumberFormatOptions): string;
  date(value: Date | number, options?: Intl.DateTimeFormatOptions): string;
  /** An amount in minor units (cents) of an ISO 4217 currency. */
  money(minorUnits: number, currency: string): string;
  /** Items joined the language's way ("a, b and c", "a、b、c"). */
  list(items: readonly string[]): string;
}

export type Translator = TranslatorOf<MessageKey>;

/**
 * Messages by part and name: `{ form: { title: "…" } }`, a part missing where a page was not given it.
 * A message is its ICU text, or (in the browser, which has no parser) as the server parsed it.
 */
type Parts = Readonly<
  Record<string, Readonly<Record<string, string | ReturnType<IntlMessageFormat["getAst"]>>> | undefined>
>;

/**
 * English lists are joined without the serial comma ("a, b and c"), as the spec's messages always
 * were: `en-GB`'s list pattern, not `en`'s (which writes "a, b, and c").
 */
const LIST_TAG: Partial<Record<Language, string>> = { en: "en-GB" };

export function createTranslator(language: Language, catalog: PartialCatalog): Translator {
  return translatorOver<MessageKey>(language, catalog as Parts);
}

/** A translator over any catalog of parts: the applicant's side's (above) or the back office's. */
export function translatorOver<K extends string>(language: Language, catalog: Parts): TranslatorOf<K> {
  const tag = languageTag(language);
  const compiled = new Map<string, IntlMessageFormat>();
  const compile = (key: K): IntlMessageFormat | undefined => {
    const known = compiled.get(key);
    if (known) return known;
    const dot = key.indexOf(".");
    const part = catalog[key.slice(0, dot)];
    const source = part?.[key.slice(dot + 1)];
    if (source === undefined) return undefined;
    const format = new IntlMessageFormat(source, tag);
    compiled.set(key, format);
    return format;
  };
  const listFormat = new Intl.ListFormat(LIST_TAG[language] ?? tag, { type: "conjunction" });
  return {
    language,
    tag,
    t(key, values) {
      const format = compile(key);
      // A surface this translator was not given (the browser holds only its own): the key shows, never a crash.
      if (!format) return key;
      return String(format.format(values));
    },
    parts(key, values) {
      const format = compile(key);
      if (!format) return [key];
      const result = format.format(values as never) as unknown;
      return (Array.isArray(result) ? result : [result]) as never;
    },
    number: (value, options) => new Intl.NumberFormat(tag, options).format(value),
    date: (value, options) => new Intl.DateTimeFormat(tag, options).format(value),
    money(minorUnits, currency) {
      const format = new Intl.NumberFormat(tag, { style: "currency", currency });
      const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
      return format.format(minorUnits / 10 ** digits);
    },
    list: (items) => listFormat.format(items),
  };
}
