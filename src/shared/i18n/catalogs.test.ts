/**
 * Every language's catalog against English's: the same keys, messages that parse, the same
 * arguments (names and kinds: plain, number, date, plural, select, and a select's choices), and
 * no English sentence left untranslated.
 */
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { ADMIN_PARTS } from "./admin/catalog.ts";
import { ADMIN_CATALOGS } from "./admin/index.ts";
import { SURFACES } from "./catalogs/catalog.ts";
import { CATALOGS } from "./catalogs/index.ts";
import type { Language } from "./languages.ts";

/**
 * Words a translation may share with English: units and names the same everywhere, and the few
 * words a language writes as English does ("Website" in German, "Image" in French, "Error" and "Sector" in Spanish).
 * Short on purpose: a message whose every word is English's is otherwise English left behind.
 */
const SAME_EVERYWHERE = ["OK", "PDF", "IBAN", "Instagram", "KB", "MB"];
const SAME_IN: Partial<Record<Language, string[]>> = {
  de: ["Website", "Admin", "Status", "Version"],
  fr: ["Image"],
  es: ["Error", "Sector", "byte", "bytes"],
};

/** A message's arguments as `name:kind`, a select's as `name:select(choice|…)`, sorted, each once. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        into.add(`${element.value}:plain`);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(`${element.value}:${TYPE[element.type]}`);
        break;
      case TYPE.select:
        into.add(`${element.value}:select(${Object.keys(element.options).sort().join("|")})`);
        for (const option of Object.values(element.options)) argumentsOf(option.value, into);
        break;
      case TYPE.plural:
        into.add(`${element.value}:plural`);
        for (const option of Object.values(element.options)) argumentsOf(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${element.value}>`);
        argumentsOf(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

/** The words a message writes (its literal text, arguments left out), each once. */
function wordsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal) for (const word of element.value.match(/\p{L}+/gu) ?? []) into.add(word);
    if (element.type === TYPE.select || element.type === TYPE.plural)
      for (const option of Object.values(element.options)) wordsOf(option.value, into);
    if (element.type === TYPE.tag) wordsOf(element.children, into);
  }
  return into;
}

/** Each message of a catalog as `[part.name, text]`. */
const entriesOf = (parts: readonly string[], catalog: object) =>
  parts.flatMap((part) =>
    Object.entries((catalog as Record<string, Record<string, string>>)[part] ?? {}).map(
      ([key, text]) => [`${part}.${key}`, text] as const,
    ),
  );

/** The checks every catalog gets against English's, for each of its other languages. */
function describeCatalogs(
  name: string,
  parts: readonly string[],
  catalogs: Partial<Record<Language, object>> & { en: object },
) {
  const languages = Object.keys(catalogs) as Language[];
  const english = new Map(entriesOf(parts, catalogs.en));

  describe(name, () => {
    it("have messages that parse, in every language", () => {
      const broken: string[] = [];
      for (const language of languages)
        for (const [key, text] of entriesOf(parts, catalogs[language] ?? {})) {
          try {
            // The parser also refuses a plural or select without its "other" case.
            parse(text);
          } catch (error) {
            broken.push(`${language} ${key}: ${(error as Error).message}`);
          }
        }
      expect(broken).toEqual([]);
    });

    for (const language of languages.filter((l) => l !== "en")) {
      describe(language, () => {
        const own = new Map(entriesOf(parts, catalogs[language] ?? {}));

        it("has every English key and no other", () => {
          expect([...own.keys()].filter((key) => !english.has(key))).toEqual([]);
          expect([...english.keys()].filter((key) => !own.has(key))).toEqual([]);
        });

        it("has the same arguments as English in every message", () => {
          const differing: string[] = [];
          for (const [key, source] of english) {
            const text = own.get(key);
            if (text === undefined) continue;
            const expected = [...argumentsOf(parse(source))].sort();
            const found = [...argumentsOf(parse(text))].sort();
            if (expected.join() !== found.join())
              differing.push(`${key}: English has ${expected.join(", ")}; ${language} has ${found.join(", ")}`);
          }
          expect(differing).toEqual([]);
        });

        it("leaves no English text untranslated", () => {
          const untranslated: string[] = [];
          const allowed = new Set([...SAME_EVERYWHERE, ...(SAME_IN[language] ?? [])]);
          for (const [key, source] of english) {
            const text = own.get(key);
            // A message of arguments alone ("{sentence}\n{reason}") has nothing to translate.
            if (text !== source || [...wordsOf(parse(source))].every((word) => allowed.has(word))) continue;
            untranslated.push(`${key}: "${source}"`);
          }
          expect(untranslated).toEqual([]);
        });
      });
    }
  });
}

describeCatalogs("the catalogs", SURFACES, CATALOGS);
describeCatalogs("the back office's catalogs", ADMIN_PARTS, ADMIN_CATALOGS);
