/**
 * A single-page app must say where the member went: each page sets the document title, and after
 * a navigation inside the back office (not on first load) its heading takes focus, so a screen
 * reader announces the new page and Tab continues from its top.
 */
import { type RefObject, useEffect, useRef } from "react";
import { t } from "../words.ts";

let firstPageShown = false;

export function usePageHeading(title: string, focusKey: string): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = t("common.pageTitle", { title });
  }, [title]);

  useEffect(() => {
    if (!firstPageShown) {
      firstPageShown = true;
      return;
    }
    heading.current?.focus({ preventScroll: true });
  }, [focusKey]);

  return heading;
}
