/**
 * What changed between two versions, without a server: one edited field anywhere in the form is one
 * change at its path with its two values; a version against itself changes nothing; entries are
 * matched by what names them (artists reordered are moved, not rewritten; a typo in a name is a
 * change, not a removal and an addition); files by their ids (a proof swapped is a replacement).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ApplicationForm } from "../../shared/application.ts";
import { applicationSchema } from "../../shared/application.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { type FieldPath, forEachField } from "../../shared/form-fields.ts";
import { SECRET_TAX_FIELDS } from "./tax-secrets.ts";
import { diffVersions, type VersionContent, type VersionFile } from "./version-diff.ts";

function content(form: ApplicationForm): VersionContent {
  const files: VersionFile[] = [];
  forEachField(applicationSchema, form, (path, value, description) => {
    if (description.field !== "record" || !description.file) return;
    const record = value as { filename: string; size: number };
    if (!record.filename) return;
    const at = path.join(".");
    files.push({
      id: `file-${record.filename}`,
      record_path: at,
      original_name: record.filename,
      size: record.size,
      content_type: "image/png",
    });
  });
  const tax = { ...form.tax };
  for (const field of SECRET_TAX_FIELDS) tax[field] = "";
  return { form: { ...form, tax }, files };
}

/** Every text field of the form that a change can show (files and the tax secrets aside). */
function textPaths(form: ApplicationForm): string[] {
  const paths: string[] = [];
  forEachField(applicationSchema, form, (path: FieldPath, _value, description) => {
    const last = String(path[path.length - 1]);
    if (description.field !== "text" || last === "filename") return;
    if (path[0] === "tax" && (SECRET_TAX_FIELDS as readonly string[]).includes(last)) return;
    paths.push(path.join("."));
  });
  return paths;
}

function setAt(form: ApplicationForm, path: string, value: string): void {
  const keys = path.split(".");
  let at: Record<string, unknown> = form as unknown as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys[keys.length - 1] as string] = value;
}

const example = () =>
  exampleApplication({ edition: "fair-2027", artists: 3, artworksPerArtist: 2, galleryPictures: 2 });

describe("the changes between two versions", () => {
  it("are none between a version and itself", () => {
    const form = example();
    expect(diffVersions(content(form), content(structuredClone(form)))).toEqual([]);
  });

  it("are one change at the path of any one text field edited, with both values", () => {
    const paths = textPaths(example());
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.string({ minLength: 1, maxLength: 40 }), (path, text) => {
        const before = example();
        const after = structuredClone(before);
        const value = `${text} (changed)`;
        setAt(after, path, value);
        const changes = diffVersions(content(before), content(after));
        expect(changes).toHaveLength(1);
        expect(changes[0]).toMatchObject({ kind: "text", path, after: value });
      }),
      { numRuns: 150 },
    );
  });

  it("moves artists put in another order, with nothing in them changed", () => {
    const before = example();
    const after = structuredClone(before);
    after.artists.reverse();
    const changes = diffVersions(content(before), content(after));
    expect(changes.every((c) => c.kind === "moved")).toBe(true);
    expect(changes.map((c) => (c.kind === "moved" ? [c.from, c.to] : []))).toEqual([
      [3, 1],
      [2, 2],
    ]);
  });

  it("takes a name corrected for a change of that name, not an artist removed and another added", () => {
    const before = example();
    const after = structuredClone(before);
    (after.artists[1] as ApplicationForm["artists"][number]).last_name = "Lindquist-Berg";
    const changes = diffVersions(content(before), content(after));
    expect(changes.map((c) => [c.kind, c.path])).toEqual([["text", "artists.1.last_name"]]);
  });

  it("names a proof document swapped for another a replacement, and the tax secrets noted as changed without values", () => {
    const before = content(example());
    const after = structuredClone(before);
    after.files = after.files.map((f) =>
      f.record_path === "proof.0" ? { ...f, id: "new", original_name: "new.pdf" } : f,
    );
    const changes = diffVersions(before, after, ["number"]);
    expect(changes).toEqual([
      expect.objectContaining({ kind: "unkept", path: "tax.number", section: "Tax details", label: "Tax number" }),
      expect.objectContaining({
        kind: "file",
        change: "replaced",
        path: "proof.0",
        section: "Proof documents",
        before: expect.objectContaining({ original_name: "registration.pdf" }),
        after: expect.objectContaining({ original_name: "new.pdf" }),
      }),
    ]);
  });
});
