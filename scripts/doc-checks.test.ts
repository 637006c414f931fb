import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { brokenLinks, configurationVariables, headingAnchors } from "./doc-checks.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

describe("the documentation", () => {
  it("has no relative link to a missing file or heading", () => {
    expect(brokenLinks(ROOT)).toEqual([]);
  });

  it("lists in the README's configuration table exactly the variables config.ts reads", () => {
    const { read, documented } = configurationVariables(ROOT);
    expect(read.length).toBeGreaterThan(30);
    expect(documented).toEqual(read);
  });
});

describe("the link check", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("names a link to a missing file and one to a missing heading, and passes the good ones", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "doc-checks-"));
    await mkdir(path.join(dir, "docs"));
    await writeFile(
      path.join(dir, "README.md"),
      "# Title\n\n[ok](docs/a.md#when-redis-is-unavailable) [gone](docs/b.md) [typo](docs/a.md#when-redis)\n" +
        "[self](#title) [web](https://example.org/x) `[code](nowhere.md)`\n\n```sh\n[fenced](nowhere.md)\n```\n",
    );
    await writeFile(
      path.join(dir, "docs", "a.md"),
      "# A\n\n## When Redis is unavailable\n\n[back](../README.md#title)\n",
    );
    expect(brokenLinks(dir)).toEqual([
      "README.md: docs/b.md: no such file",
      "README.md: docs/a.md#when-redis: no heading #when-redis in docs/a.md",
    ]);
  });

  it("slugs headings as GitHub does: punctuation and code marks dropped, repeats numbered", () => {
    const anchors = headingAnchors("# Scale-out: `scale-out`\n## The back office (`/admin`)\n## Tests\n### Tests\n");
    expect([...anchors]).toEqual(["scale-out-scale-out", "the-back-office-admin", "tests", "tests-1"]);
  });
});
