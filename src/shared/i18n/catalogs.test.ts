/**
 * Every language's catalog against English's: the same keys, messages that parse, the same
 * arguments (names and kinds: plain, number, date, plural, select, and a select's choices), and
 * no English sentence left untranslated.
 */
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { type Catalog, SURFACES } from "./catalogs/catalog.ts";
import { CATALOGS } from "./catalogs/index.ts";
import { LANGUAGES } from "./languages.ts";

/**
 * Words the same in every language, which a message may consist of alone. Short on purpose: a
 * message identical to English is otherwise English left behind.
 */
const SAME_IN_EVERY_LANGUAGE = new Set(["OK", "PDF", "IBAN", "Instagram", "Website", "E-Mail"]);

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

/** The words of a message, its arguments taken out. */
function wordsOf(message: string): string {
  return message.replace(/\{[^{}]*\}/g, " ").trim();
}

const entries = (catalog: Catalog) =>
  SURFACES.flatMap((surface) =>
    Object.entries(catalog[surface] as Record<string, string>).map(
      ([key, text]) => [`${surface}.${key}`, text] as const,
    ),
  );

const english = new Map(entries(CATALOGS.en));

describe("the catalogs", () => {
  it("have messages that parse, in every language", () => {
    const broken: string[] = [];
    for (const language of LANGUAGES)
      for (const [key, text] of entries(CATALOGS[language])) {
        try {
          // The parser also refuses a plural or select without its "other" case.
          parse(text);
        } catch (error) {
          broken.push(`${language} ${key}: ${(error as Error).message}`);
        }
      }
    expect(broken).toEqual([]);
  });

  for (const language of LANGUAGES.filter((l) => l !== "en")) {
    describe(language, () => {
      const own = new Map(entries(CATALOGS[language]));

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
        for (const [key, source] of english) {
          const text = own.get(key);
          const words = wordsOf(source);
          // A message of arguments alone ("{sentence}\n{reason}") has nothing to translate.
          if (text !== source || !/\p{L}/u.test(words) || SAME_IN_EVERY_LANGUAGE.has(words)) continue;
          untranslated.push(`${key}: "${source}"`);
        }
        expect(untranslated).toEqual([]);
      });
    });
  }
});
