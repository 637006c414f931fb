/**
 * html-validate with its recommended rules, for the server-rendered pages and the DOM the browser
 * builds: the errors as readable lines, empty when the HTML is valid.
 */
import { HtmlValidate } from "html-validate";

const rules: Record<string, ["error", Record<string, unknown>]> = {
  // The HTML standard allows any id without spaces; the form's ids are its field paths (gallery.name).
  "valid-id": ["error", { relaxed: true }],
  // ARIA lets a list be named, and each list of chosen files is named after its artwork or picture.
  "aria-label-misuse": ["error", { allowAnyNamable: true }],
};

/** As the server writes it: `<!doctype html>` is the HTML standard's own spelling. */
const served = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: { ...rules, "doctype-style": ["error", { style: "lowercase" }] },
});

/** As the browser serialises its DOM (boolean and empty attributes, doctype case are its own). */
const built = new HtmlValidate({
  extends: ["html-validate:recommended", "html-validate:browser"],
  rules: { ...rules, "doctype-style": "off" },
});

async function errorsOf(validator: HtmlValidate, html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message} (${m.selector ?? ""})`),
  );
}

export const htmlErrors = (html: string) => errorsOf(served, html);
export const domErrors = (html: string) => errorsOf(built, html);
