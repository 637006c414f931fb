/**
 * The words embedded for the public pages' scripts: plain in every language (literal text and
 * plain `{arguments}`, which the scripts fill in without a message library), as intl-messageformat
 * would write them, and only those words in the page.
 */
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { CATALOGS } from "./catalogs/index.ts";
import { LANGUAGES } from "./languages.ts";
import { BEHAVIOUR_WORDS, behaviourWordsScript, PAGE_WORDS_ID } from "./page-words.ts";
import { translatorFor } from "./translators.ts";

const fillIn = (message: string, values: Record<string, number>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

describe("the public pages' script words", () => {
  it("are plain in every language: text and plain arguments, filled in as the translator would", () => {
    for (const language of LANGUAGES)
      for (const key of BEHAVIOUR_WORDS) {
        const message = CATALOGS[language].pages[key];
        const kinds = parse(message).map((element) => element.type);
        expect(
          kinds.every((type) => type === TYPE.literal || type === TYPE.argument),
          `${language} ${key}`,
        ).toBe(true);
        const values = { n: 12, count: 1234 };
        expect(fillIn(message, values)).toBe(translatorFor(language).t(`pages.${key}`, values));
      }
  });

  it("are embedded alone, in the page's language, as JSON no markup can end", () => {
    const script = behaviourWordsScript("ja", CATALOGS.ja.pages);
    const json = new RegExp(`^<script type="application/json" id="${PAGE_WORDS_ID}">(.*)</script>$`).exec(script)?.[1];
    const words = JSON.parse(json ?? "null") as { language: string; pages: Record<string, string> };
    expect(words.language).toBe("ja");
    expect(Object.keys(words.pages)).toEqual([...BEHAVIOUR_WORDS]);
    expect(words.pages.closePictures).toBe("閉じる");
  });
});
