import { describe, expect, it } from "vitest";
import { formatSize } from "./format-size.ts";
import { uploadHint } from "./upload-hint.ts";

describe("formatSize", () => {
  it("reads as operating systems show sizes", () => {
    expect(formatSize(1)).toBe("1 byte");
    expect(formatSize(512)).toBe("512 bytes");
    expect(formatSize(1024)).toBe("1 KB");
    expect(formatSize(850_000)).toBe("830 KB");
    expect(formatSize(1024 * 1024)).toBe("1 MB");
    expect(formatSize(4.25 * 1024 * 1024)).toBe("4.3 MB");
    expect(formatSize(20 * 1024 * 1024)).toBe("20 MB");
  });
});

describe("uploadHint", () => {
  it("states the types, the count and the size before the applicant picks", () => {
    expect(uploadHint({ kind: "image", maxCount: 3, maxSize: 1024 * 1024 })).toBe(
      "JPEG, PNG or WebP, up to 3 files, at most 1 MB each. Images larger than 2000 × 2000 pixels are reduced to fit.",
    );
    expect(uploadHint({ kind: "document", maxCount: 1, maxSize: 20 * 1024 * 1024 })).toBe(
      "PDF, JPEG, PNG or WebP, one file, at most 20 MB. Images larger than 2000 × 2000 pixels are reduced to fit.",
    );
    expect(uploadHint({ kind: "document" })).toBe(
      "PDF, JPEG, PNG or WebP. Images larger than 2000 × 2000 pixels are reduced to fit.",
    );
  });
});
