/**
 * A file name in two parts for display, so a long name can be shortened in the middle and keep
 * its ending ("Handelsregisterauszug-…-final.pdf"): the tail is the extension with a few
 * characters before it, never more than half the name.
 */
const TAIL_BEFORE_EXTENSION = 6;

export function splitName(name: string): { head: string; tail: string } {
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 && name.length - dot <= 8 ? name.length - dot : 0;
  const tailLength = Math.min(extension + TAIL_BEFORE_EXTENSION, Math.floor(name.length / 2));
  return { head: name.slice(0, name.length - tailLength), tail: name.slice(name.length - tailLength) };
}
