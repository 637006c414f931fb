import { describe, expect, it } from "vitest";
import { nameForType } from "./output-name.ts";

describe("nameForType", () => {
  it("keeps a name whose extension already matches, in any spelling", () => {
    expect(nameForType("Untitled (2024).jpg", "image/jpeg")).toBe("Untitled (2024).jpg");
    expect(nameForType("IMG_0042.JPEG", "image/jpeg")).toBe("IMG_0042.JPEG");
    expect(nameForType("plan.png", "image/png")).toBe("plan.png");
  });

  it("swaps the extension when the type changed", () => {
    expect(nameForType("studio view.png", "image/jpeg")).toBe("studio view.jpg");
    expect(nameForType("installation.final.webp", "image/png")).toBe("installation.final.png");
  });

  it("adds an extension to a name without one, or with only a leading dot", () => {
    expect(nameForType("scan", "image/jpeg")).toBe("scan.jpg");
    expect(nameForType(".hidden", "image/png")).toBe(".hidden.png");
    expect(nameForType("odd.", "image/webp")).toBe("odd.webp");
  });
});
