/**
 * A text's direction as a browser's `dir="auto"` finds it: from its first strong letter (Hebrew,
 * Arabic and the other right-to-left scripts: rtl; any other letter: ltr). For drawings that have
 * no `dir="auto"` (SVG's `direction`); pages use the attribute itself.
 */
const RIGHT_TO_LEFT =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;

export function directionOf(text: string): "ltr" | "rtl" {
  const first = /\p{L}/u.exec(text)?.[0];
  return first !== undefined && RIGHT_TO_LEFT.test(first) ? "rtl" : "ltr";
}
