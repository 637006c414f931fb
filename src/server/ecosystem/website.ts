/** A gallery's website as a link target, only when it is an ordinary web address (never javascript: or data:). */

const BARE_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:[/?#]\S*)?$/i;

export function websiteHref(value: string): string | undefined {
  const text = value.trim();
  // Applicants often write "www.gallery.com"; that is an address too, on https.
  const candidate = BARE_DOMAIN.test(text) ? `https://${text}` : text;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (url.username || url.password) return undefined;
  return url.href;
}
