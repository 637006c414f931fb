/**
 * The gallery's website and email as links. Applicants type them freely ("www.galerie.de",
 * "galerie.de/en"), so an address without a scheme gets https; anything that is not plainly a web
 * or mail address (a `javascript:` text, words) stays text and never becomes a link.
 */

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const HOST_START = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#]|$)/u;

export function websiteHref(text: string): string | null {
  const value = text.trim();
  if (!value || /\s/.test(value)) return null;
  const candidate = SCHEME.test(value) ? value : HOST_START.test(value) ? `https://${value}` : null;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

export function mailtoHref(text: string): string | null {
  const value = text.trim();
  return /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/.test(value) ? `mailto:${value}` : null;
}
