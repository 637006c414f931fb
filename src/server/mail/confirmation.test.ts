/**
 * The confirmation's receipt lines are the receipt's own (shared/receipt.ts): the email says what
 * the form's success panel and the receipt page say, in every language, English as it always was.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../shared/i18n/languages.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import { type Receipt, receiptLines } from "../../shared/receipt.ts";
import { confirmationMail } from "./confirmation.ts";

const receipt: Receipt = {
  id: "9f3c2a1b00000000000000000000cafe",
  reference: "9F3C2A1B",
  gallery: "Galerie Weiß",
  choice: "platform",
  artists: 1,
  artworks: 12,
  files: 14,
  bytes: 1023,
  received_at: "2026-11-27T07:34:00.000Z",
  time_zone: "Europe/Berlin",
};

const receiptPart = (text: string) => text.split("\n\n")[2];

describe("the confirmation's receipt", () => {
  it("is in English as the emails always wrote it", () => {
    expect(receiptPart(confirmationMail(receipt, "a@x.example", "Anna", "https://x/s/t").text)).toMatchInlineSnapshot(`
      "Reference: 9F3C2A1B
      Gallery:   Galerie Weiß
      Sector:    Platform (the sector for young programs)
      Artists:   1 artist
      Artworks:  12 artworks
      Files:     14 files, 1023 bytes in total
      Received:  27 November 2026 at 08:34 (Europe/Berlin)"
    `);
    const large = { ...receipt, choice: "galleries", artists: 50, bytes: 1100 * 1024 * 1024 };
    expect(receiptPart(confirmationMail(large, "a@x.example", "Anna", "https://x/s/t").text)).toMatchInlineSnapshot(`
      "Reference: 9F3C2A1B
      Gallery:   Galerie Weiß
      Sector:    Galleries (a booth in the main sector)
      Artists:   50 artists
      Artworks:  12 artworks
      Files:     14 files, 1100 MB in total
      Received:  27 November 2026 at 08:34 (Europe/Berlin)"
    `);
  });

  it("says in every language what the receipt page says, line for line", () => {
    for (const language of LANGUAGES)
      for (const bytes of [1023, 4.2 * 1024 * 1024, 1100 * 1024 * 1024]) {
        const shown = { ...receipt, bytes: Math.round(bytes) };
        const lines = receiptPart(confirmationMail(shown, "a@x.example", "Anna", "https://x/s/t", [], language).text)
          ?.split("\n")
          .map((line) => line.replace(/([:：])\s+/u, "$1 "));
        const t = translatorFor(language);
        const page = receiptLines(shown, t).map(([label, value]) =>
          `${t.t("mail.labelled", { label })} ${value}`.replace(/([:：])\s+/u, "$1 "),
        );
        expect(lines, language).toEqual(page);
      }
  });
});
