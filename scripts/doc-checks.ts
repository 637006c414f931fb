/**
 * Keeps the README and docs/ true to the repository: every relative link reaches a file (and, with
 * `#anchor`, a heading in it, slugged as GitHub does), and the README's configuration table names
 * exactly the environment variables src/server/config.ts reads.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** README.md and every Markdown file in docs/, relative to `root`. */
export function documentationFiles(root: string): string[] {
  const docs = existsSync(path.join(root, "docs"))
    ? readdirSync(path.join(root, "docs"))
        .filter((name) => name.endsWith(".md"))
        .sort()
        .map((name) => `docs/${name}`)
    : [];
  return ["README.md", ...docs];
}

const withoutCodeBlocks = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "");
/** Code, fenced or inline, shows links as text: they are not followed. */
const withoutCode = (markdown: string) => withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, "");

/** GitHub's anchor for a heading: lowercase, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCodeBlocks(markdown).split("\n")) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every relative link of the documentation that leads nowhere, as "file: target: why". */
export function brokenLinks(root: string): string[] {
  const broken: string[] = [];
  for (const file of documentationFiles(root)) {
    const markdown = readFileSync(path.join(root, file), "utf8");
    for (const [, target = ""] of withoutCode(markdown).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [linked = "", anchor] = target.split("#");
      const destination = linked ? path.join(path.dirname(file), linked) : file;
      if (!existsSync(path.join(root, destination))) {
        broken.push(`${file}: ${target}: no such file`);
        continue;
      }
      if (anchor && destination.endsWith(".md")) {
        const anchors = headingAnchors(readFileSync(path.join(root, destination), "utf8"));
        if (!anchors.has(anchor)) broken.push(`${file}: ${target}: no heading #${anchor} in ${destination}`);
      }
    }
  }
  return broken;
}

/** The variables config.ts's schema reads, and those the README's configuration table names. */
export function configurationVariables(root: string): { read: string[]; documented: string[] } {
  const source = readFileSync(path.join(root, "src/server/config.ts"), "utf8");
  const schema = source.slice(
    source.indexOf("const envSchema"),
    source.indexOf("\n});", source.indexOf("const envSchema")),
  );
  const read = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1] as string);
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  const section = readme.slice(
    readme.indexOf("## Configuration"),
    readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1),
  );
  const documented = section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...(line.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] as string));
  return { read: [...new Set(read)].sort(), documented: [...new Set(documented)].sort() };
}
