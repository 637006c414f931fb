import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "./languages.ts";
import { matchAcceptLanguage, negotiateLanguage, parseAcceptLanguage } from "./negotiate.ts";

const ALL = LANGUAGES;

describe("negotiateLanguage", () => {
  it("takes ?lang= first, then the cookie, then Accept-Language, then English", () => {
    expect(negotiateLanguage({ query: "ja", cookie: "de", acceptLanguage: "fr" }, ALL)).toBe("ja");
    expect(negotiateLanguage({ cookie: "de", acceptLanguage: "fr" }, ALL)).toBe("de");
    expect(negotiateLanguage({ acceptLanguage: "fr" }, ALL)).toBe("fr");
    expect(negotiateLanguage({}, ALL)).toBe("en");
  });

  it("passes over a code that is not offered, or not a language at all", () => {
    expect(negotiateLanguage({ query: "ja", cookie: "de" }, ["en", "de"])).toBe("de");
    expect(negotiateLanguage({ query: "xx", cookie: "../../etc", acceptLanguage: "it" }, ALL)).toBe("it");
    expect(negotiateLanguage({ query: "DE" }, ALL)).toBe("de");
    expect(negotiateLanguage({ acceptLanguage: "ja" }, ["en", "de"])).toBe("en");
  });
});

describe("matchAcceptLanguage", () => {
  it("follows the q-values, ties in the header's order", () => {
    expect(matchAcceptLanguage("fr;q=0.5, de;q=0.9, en;q=0.8", ALL)).toBe("de");
    expect(matchAcceptLanguage("it, es", ALL)).toBe("it");
    expect(matchAcceptLanguage("es;q=0.7, it;q=0.7", ALL)).toBe("es");
  });

  it("falls back from a region or script to the language", () => {
    expect(matchAcceptLanguage("de-AT", ALL)).toBe("de");
    expect(matchAcceptLanguage("zh-CN", ALL)).toBe("zh");
    expect(matchAcceptLanguage("zh-Hans-CN", ALL)).toBe("zh");
    expect(matchAcceptLanguage("ja-JP,ja;q=0.9", ALL)).toBe("ja");
  });

  it("does not answer Traditional Chinese with Simplified", () => {
    expect(matchAcceptLanguage("zh-TW, en;q=0.5", ALL)).toBe("en");
    expect(matchAcceptLanguage("zh-Hant-HK", ALL)).toBeUndefined();
  });

  it("reads * as English, and skips what is not offered or refused with q=0", () => {
    expect(matchAcceptLanguage("*", ALL)).toBe("en");
    expect(matchAcceptLanguage("pt-BR, *;q=0.1", ALL)).toBe("en");
    expect(matchAcceptLanguage("nl, fr;q=0.3", ALL)).toBe("fr");
    expect(matchAcceptLanguage("de;q=0, fr;q=0.1", ALL)).toBe("fr");
    expect(matchAcceptLanguage("de;q=abc, it;q=0.2", ALL)).toBe("it");
  });

  it("reads a bounded part of a huge header", () => {
    const header = `${"xx-yy;q=0.9, ".repeat(10_000)}de`;
    expect(parseAcceptLanguage(header).length).toBeLessThanOrEqual(50);
    expect(matchAcceptLanguage(header, ALL)).toBeUndefined();
  });
});

describe("whatever a request carries", () => {
  const offered = fc.subarray([...ALL], { minLength: 1 });
  const anyText = fc.oneof(fc.constant(undefined), fc.string(), fc.constantFrom(...ALL, "DE", "zh-Hans", "*", ""));
  const range = fc
    .tuple(
      fc.oneof(fc.constantFrom("de-AT", "zh-CN", "zh-TW", "ja", "*", "en-US", "pt", "fr-CA"), fc.string()),
      fc.option(
        fc.oneof(
          fc.double({ min: 0, max: 1, noNaN: true }).map((q) => q.toFixed(3)),
          fc.string(),
        ),
      ),
    )
    .map(([tag, q]) => (q === null ? tag : `${tag};q=${q}`));
  const header = fc.oneof(
    fc.string(),
    fc.array(range, { maxLength: 8 }).map((ranges) => ranges.join(", ")),
  );

  it("the answer is an offered language, or English", () => {
    fc.assert(
      fc.property(
        offered,
        anyText,
        anyText,
        fc.option(header, { nil: undefined }),
        (languages, query, cookie, accept) => {
          const chosen: Language = negotiateLanguage({ query, cookie, acceptLanguage: accept }, languages);
          expect(chosen === "en" || languages.includes(chosen)).toBe(true);
        },
      ),
    );
  });
});
