import { describe, expect, it } from "vitest";
import { checkTags, linkParts } from "./discussion.ts";

describe("linkParts", () => {
  it("turns http and https addresses into links and leaves everything else text", () => {
    expect(linkParts('See https://example.org/a?b=1&c=2. Or <script>alert("x")</script> http://x.test')).toEqual([
      { text: "See " },
      { href: "https://example.org/a?b=1&c=2", text: "https://example.org/a?b=1&c=2" },
      { text: '. Or <script>alert("x")</script> ' },
      { href: "http://x.test", text: "http://x.test" },
    ]);
  });

  it("never links another scheme, and keeps a bracket the address opened", () => {
    expect(linkParts("javascript:alert(1) ftp://x.test")).toEqual([{ text: "javascript:alert(1) ftp://x.test" }]);
    expect(linkParts("(https://en.wikipedia.org/wiki/Art_(disambiguation))")).toEqual([
      { text: "(" },
      {
        href: "https://en.wikipedia.org/wiki/Art_(disambiguation)",
        text: "https://en.wikipedia.org/wiki/Art_(disambiguation)",
      },
      { text: ")" },
    ]);
  });
});

describe("checkTags", () => {
  it("trims, drops duplicates whatever their case, and names the field in its refusals", () => {
    expect(checkTags([" a ", "A", "b"])).toEqual({ tags: ["a", "b"] });
    expect(checkTags(["x".repeat(41)])).toEqual({ error: expect.stringMatching(/^tags: .*40 characters/) });
    expect(checkTags([""])).toEqual({ error: expect.stringMatching(/^tags: /) });
  });
});
