/**
 * Which language a request is answered in: `?lang=` first, then the `lang` cookie, then the best
 * match of `Accept-Language` among the offered languages, then English. Browser-safe (no Node API).
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages.ts";

export interface LanguageSignals {
  /** The `?lang=` query parameter, if any. */
  query?: string | undefined;
  /** The `lang` cookie, if any. */
  cookie?: string | undefined;
  /** The `Accept-Language` header, if any. */
  acceptLanguage?: string | undefined;
}

/** Read once per request: a header longer than this is cut (the ranges past it are ignored). */
const MAX_HEADER_LENGTH = 1000;
const MAX_RANGES = 50;

/** A language code as asked for: only one of the offered ones counts. */
function offeredCode(value: string | undefined, offered: readonly Language[]): Language | undefined {
  const code = value?.trim().toLowerCase();
  return isLanguage(code) && offered.includes(code) ? code : undefined;
}

interface Range {
  tag: string;
  q: number;
  order: number;
}

/** The header's ranges with their q-values, best first (ties keep the header's order); q=0 dropped. */
export function parseAcceptLanguage(header: string): Range[] {
  const ranges: Range[] = [];
  const parts = header.slice(0, MAX_HEADER_LENGTH).split(",").slice(0, MAX_RANGES);
  parts.forEach((part, order) => {
    const [rawTag = "", ...params] = part.split(";");
    const tag = rawTag.trim().toLowerCase();
    if (!/^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/.test(tag)) return;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](\.\d{0,3})?)\s*$/i.exec(param);
      if (match) q = Math.min(1, Number(match[1]));
      else if (/^\s*q\s*=/i.test(param)) q = 0; // a malformed weight: the range is not trusted
    }
    if (q > 0) ranges.push({ tag, q, order });
  });
  return ranges.sort((a, b) => b.q - a.q || a.order - b.order);
}

/**
 * The offered language a range asks for: its primary subtag (de-AT → de; zh-CN, zh-Hans → zh).
 * Traditional Chinese (zh-Hant, zh-TW, zh-HK, zh-MO) is not Simplified Chinese: a reader asking for
 * it gets the next range instead (a Taiwanese reader may not want Simplified characters).
 */
function languageOfRange(tag: string, offered: readonly Language[]): Language | undefined {
  const [primary = "", ...rest] = tag.split("-");
  if (primary === "zh" && rest.some((s) => ["hant", "tw", "hk", "mo"].includes(s)) && !rest.includes("hans"))
    return undefined;
  return offeredCode(primary, offered);
}

/** The best offered language for an `Accept-Language` header; `*` is English (when offered). */
export function matchAcceptLanguage(header: string, offered: readonly Language[]): Language | undefined {
  for (const { tag } of parseAcceptLanguage(header)) {
    if (tag === "*") return offered.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : offered[0];
    const language = languageOfRange(tag, offered);
    if (language) return language;
  }
  return undefined;
}

/** The request's language: `?lang=`, the cookie, `Accept-Language`, then English. */
export function negotiateLanguage(signals: LanguageSignals, offered: readonly Language[]): Language {
  return (
    offeredCode(signals.query, offered) ??
    offeredCode(signals.cookie, offered) ??
    (signals.acceptLanguage ? matchAcceptLanguage(signals.acceptLanguage, offered) : undefined) ??
    DEFAULT_LANGUAGE
  );
}
