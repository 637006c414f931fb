/**
 * A change's lines, as the confirmation and the notice to a replaced address list them: every kind
 * of change (a field, an entry added, removed or moved, a file added, removed or replaced, a tax
 * detail kept only in the current version, the rest of a long change counted), named in the words
 * of the application's language, English exactly as the emails always said.
 */
import { describe, expect, it } from "vitest";
import type { ApplicationForm } from "../../shared/application.ts";
import { applicationSchema } from "../../shared/application.ts";
import { exampleApplication, exampleArtist } from "../../shared/example-application.ts";
import { forEachField } from "../../shared/form-fields.ts";
import type { VersionContent, VersionFile } from "../applications/version-diff.ts";
import { changeConfirmationMail, changeLines, formerAddressMail } from "./change-confirmation.ts";

function content(form: ApplicationForm): VersionContent {
  const files: VersionFile[] = [];
  forEachField(applicationSchema, form, (path, value, description) => {
    if (description.field !== "record" || !description.file) return;
    const record = value as { filename: string; size: number };
    if (!record.filename) return;
    files.push({
      id: `file-${record.filename}`,
      record_path: path.join("."),
      original_name: record.filename,
      size: record.size,
      content_type: "image/png",
    });
  });
  return { form, files };
}

/** One of each kind of change. */
function aChange() {
  const before = exampleApplication({ edition: "fair-2027", artists: 3, artworksPerArtist: 2, galleryPictures: 2 });
  const after = structuredClone(before);
  after.gallery.website = "https://weiss.example/new";
  after.proposal.booth = before.proposal.booth === "large" ? "small" : "large";
  after.artists[0]?.artworks.reverse();
  after.artists.splice(2, 1, { ...exampleArtist(7, 1), first_name: "Mika", last_name: "Sato" });
  (after.gallery.pictures[0] as { filename: string }).filename = "opening-night.jpg";
  after.proof.push({ filename: "tax-certificate.pdf", size: 1000 });
  after.gallery.additional = [];
  return { before: content(before), after: content(after), secretsChanged: ["number"] };
}

/** More changes than an email lists: a new title for every artwork. */
function aLongChange() {
  const before = exampleApplication({ edition: "fair-2027", artists: 5, artworksPerArtist: 8, withFiles: false });
  const after = structuredClone(before);
  for (const artist of after.artists) for (const artwork of artist.artworks) artwork.meta = `${artwork.meta}, framed`;
  return { before: content(before), after: content(after), secretsChanged: [] };
}

describe("a change's lines", () => {
  it("are in English, word for word as the emails always wrote them", () => {
    expect(changeLines(aChange())).toMatchInlineSnapshot(`
      [
        "Proposal, Booth size",
        "Artwork 1 (Low Tide 2) moved from position 2 to 1",
        "Artist 3 (Ayumi Berg) removed",
        "Artist 3 (Mika Sato) added",
        "Gallery, Website",
        "Gallery, Gallery picture 1 (Field Notes: a group show), Picture: exhibition-1.jpg replaced by opening-night.jpg",
        "Gallery, Additional files: press-kit.pdf removed",
        "Tax details, Tax number",
        "Proof documents: tax-certificate.pdf added",
      ]
    `);
    expect(changeLines(aLongChange()).at(-1)).toBe("and 11 more changes");
  });

  it("name the fields in the application's language: German", () => {
    expect(changeLines(aChange(), "de")).toMatchInlineSnapshot(`
      [
        "Vorschlag, Standgröße",
        "Werk 1 (Low Tide 2) von Position 2 auf Position 1 verschoben",
        "Künstler:in 3 (Ayumi Berg) entfernt",
        "Künstler:in 3 (Mika Sato) hinzugefügt",
        "Galerie, Website",
        "Galerie, Galeriebild 1 (Field Notes: a group show), Bild: exhibition-1.jpg ersetzt durch opening-night.jpg",
        "Galerie, Weitere Dateien: press-kit.pdf entfernt",
        "Steuerangaben, Steuernummer",
        "Nachweisdokumente: tax-certificate.pdf hinzugefügt",
      ]
    `);
    expect(changeLines(aLongChange(), "de").at(-1)).toBe("und 11 weitere Änderungen");
  });

  it("name the fields in the application's language: Japanese", () => {
    expect(changeLines(aChange(), "ja")).toMatchInlineSnapshot(`
      [
        "企画、ブースの広さ",
        "作品1（Low Tide 2）の順番を2番目から1番目に変更",
        "アーティスト3（Ayumi Berg）を削除",
        "アーティスト3（Mika Sato）を追加",
        "ギャラリー、ウェブサイト",
        "ギャラリー、ギャラリー写真1（Field Notes: a group show）、写真：exhibition-1.jpgをopening-night.jpgに差し替え",
        "ギャラリー、その他のファイル：press-kit.pdfを削除",
        "税務情報、税務登録番号",
        "証明書類：tax-certificate.pdfを追加",
      ]
    `);
  });

  it("are listed in both emails, in the application's language", () => {
    const about = {
      id: "0000000000000000000000000000abcd",
      gallery: "東京画廊",
      edition: "Fair 2027",
      at: Date.UTC(2026, 10, 27, 8),
      timeZone: "Asia/Tokyo",
      language: "ja" as const,
    };
    const lines = changeLines(aChange(), "ja");
    const confirmation = changeConfirmationMail("a@x.example", "山本 花子", about, 2, lines, "https://x/s/t", null);
    const notice = formerAddressMail("b@x.example", "山本 花子", about, "a@x.example", lines, "office@fair.example");
    for (const mail of [confirmation, notice]) {
      expect(mail.text).toContain("- ギャラリー、ウェブサイト");
      expect(mail.text).not.toMatch(/Gallery|Artist|Tax details|added|removed|replaced/);
    }
  });
});
