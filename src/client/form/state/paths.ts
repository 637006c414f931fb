/** Reading and replacing values at dotted paths (`artists.3.artworks.0.title`) without mutating. */

export function splitPath(path: string): string[] {
  return path === "" ? [] : path.split(".");
}

export function getIn(root: unknown, path: string): unknown {
  let node = root;
  for (const segment of splitPath(path)) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

function setAt(node: unknown, segments: string[], at: number, value: unknown): unknown {
  if (at === segments.length) return value;
  const segment = segments[at] as string;
  if (node === null || typeof node !== "object") throw new Error(`No value at ${segments.slice(0, at).join(".")}.`);
  const child = (node as Record<string, unknown>)[segment];
  const next = setAt(child, segments, at + 1, value);
  if (Object.is(child, next)) return node;
  if (Array.isArray(node)) {
    const copy = node.slice();
    copy[Number(segment)] = next;
    return copy;
  }
  return { ...(node as Record<string, unknown>), [segment]: next };
}

/** A copy of `root` with `value` at `path`; untouched branches are shared. */
export function setIn<T>(root: T, path: string, value: unknown): T {
  return setAt(root, splitPath(path), 0, value) as T;
}

/** `artists.3.artworks` → [`""`, `artists`, `artists.3`]: the paths whose value changes with it. */
export function ancestorsOf(path: string): string[] {
  const segments = splitPath(path);
  const out = [""];
  for (let i = 1; i < segments.length; i++) out.push(segments.slice(0, i).join("."));
  return out;
}
