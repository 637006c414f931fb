/**
 * A translated message with markup inside (a gallery's name in `<strong dir="auto">`): the message is
 * formatted with a placeholder for each piece of markup, escaped whole, and the pieces put back. A
 * translator moves the piece with its placeholder; no translation can add markup of its own.
 */
import type { MessageKey } from "../../shared/i18n/catalogs/catalog.ts";
import type { Translator } from "../../shared/i18n/format.ts";
import { escapeHtml, Html } from "./html.ts";

export function htmlMessage(t: Translator, key: MessageKey, values: Record<string, string | number | Html>): Html {
  const plain: Record<string, string | number> = {};
  const pieces: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof Html) {
      plain[name] = `\uE000${pieces.length}\uE001`;
      pieces.push(value.text);
    } else plain[name] = value;
  }
  const text = escapeHtml(t.t(key, plain));
  return new Html(text.replace(/\uE000(\d+)\uE001/g, (_, i: string) => pieces[Number(i)] ?? ""));
}
