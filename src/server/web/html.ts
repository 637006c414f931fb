/**
 * HTML written with a tagged template that escapes every interpolated value, so a gallery's
 * name or caption can never become markup. Only values already built by `html` pass unescaped.
 */

export class Html {
  readonly text: string;

  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

type Value = Html | string | number | null | undefined | false | readonly Value[];

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Safe in text and in quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/**
 * A whole attribute value with its quotes, for JSON: in single quotes when it holds double ones,
 * which then stay as they are instead of growing to `&quot;` each. Write it unquoted in the
 * template: `data-x=${quotedAttribute(json)}`.
 */
export function quotedAttribute(value: string): Html {
  if (!value.includes('"')) return new Html(`"${escapeHtml(value)}"`);
  return new Html(`'${value.replace(/[&<>']/g, (c) => ENTITIES[c] ?? c)}'`);
}

function render(value: Value): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === null || value === undefined || value === false) return "";
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? "");
  });
  return new Html(out);
}
