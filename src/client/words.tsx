/**
 * The page's words, in the page's language: the translator made from the words the server embedded
 * (src/client/page-translator.ts, in place of shared/i18n/default-translator.ts), and `rich` for a
 * message with markup, whose tags become the elements given.
 */
import { Fragment, type ReactNode } from "react";
import type { MessageKey } from "../shared/i18n/catalogs/catalog.ts";
import { defaultTranslator } from "../shared/i18n/default-translator.ts";

export const translator = defaultTranslator;

export const t = translator.t;

type RichValue = string | number | ((chunks: ReactNode[]) => ReactNode);

export function rich(key: MessageKey, values: Record<string, RichValue>): ReactNode {
  const parts = translator.parts<ReactNode>(key, values as Record<string, string | number | ReactNode>);
  // Each part keyed by its place: the parts of one message never move.
  return parts.map((part, i) => <Fragment key={i}>{part}</Fragment>);
}

/** `<hidden>…</hidden>` in a message: words for screen readers only. */
export const hidden =
  (className = "visually-hidden") =>
  (chunks: ReactNode[]) => <span className={className}>{chunks}</span>;
