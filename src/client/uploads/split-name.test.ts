import { expect, it } from "vitest";
import { splitName } from "./split-name.ts";

it("keeps the extension and a few characters before it in the tail", () => {
  expect(splitName("Handelsregisterauszug-Galerie-Nord-2026-final.pdf")).toEqual({
    head: "Handelsregisterauszug-Galerie-Nord-2026",
    tail: "-final.pdf",
  });
  expect(splitName("IMG_20260301_123456")).toEqual({ head: "IMG_20260301_", tail: "123456" });
});

it("the tail is never more than half the name, and the two parts are the whole name", () => {
  expect(splitName("a.pdf")).toEqual({ head: "a.p", tail: "df" });
  expect(splitName("scan")).toEqual({ head: "sc", tail: "an" });
  const { head, tail } = splitName("x".repeat(200));
  expect(head + tail).toBe("x".repeat(200));
});
