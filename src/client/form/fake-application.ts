/**
 * The `?fake` flag: the shared example application with real files made in the browser
 * (canvas images, tiny PDFs), so a demo or a test can submit it as it is.
 * `?fake=max` fills the form to the limits: 50 artists × 50 artworks.
 */
import { exampleApplication, exampleGalleryPicture } from "../../shared/example-application.ts";
import { MAX_ARTISTS, MAX_ARTWORKS_PER_ARTIST } from "../../shared/limits.ts";
import { type ClientForm, newKey, recordOf, toClientForm, withFile } from "./client-form.ts";
import type { UploadedFile } from "./file-upload.ts";
import type { FakeFlag } from "./page-config.ts";

const PALETTE = ["#2f4858", "#86bbd8", "#f6ae2d", "#f26419", "#33658a", "#9bc1bc", "#5d576b", "#ed6a5a"];

async function fakeImage(filename: string, seed: number, caption: string): Promise<UploadedFile> {
  const canvas = document.createElement("canvas");
  canvas.width = 480;
  canvas.height = 360;
  const g = canvas.getContext("2d");
  if (g) {
    g.fillStyle = PALETTE[seed % PALETTE.length] as string;
    g.fillRect(0, 0, 480, 360);
    g.fillStyle = PALETTE[(seed + 3) % PALETTE.length] as string;
    g.beginPath();
    g.arc(120 + ((seed * 53) % 240), 180, 60 + (seed % 5) * 15, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = "#fff";
    g.font = "24px sans-serif";
    g.fillText(caption, 24, 330);
  }
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("The canvas made no image."))), "image/jpeg", 0.85),
  );
  const file = new File([blob], filename, { type: "image/jpeg" });
  return { id: newKey("f"), file, filename, size: file.size };
}

function fakePdf(filename: string, text: string): UploadedFile {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n% ${text}\n%%EOF\n`;
  const file = new File([body], filename, { type: "application/pdf" });
  return { id: newKey("f"), file, filename, size: file.size };
}

export async function fakeApplication(flag: Exclude<FakeFlag, "none">, edition: string): Promise<ClientForm> {
  if (flag === "max") {
    const plain = exampleApplication({
      edition,
      artists: MAX_ARTISTS,
      artworksPerArtist: MAX_ARTWORKS_PER_ARTIST,
      withFiles: false,
    });
    plain.gallery.pictures = [exampleGalleryPicture(0), exampleGalleryPicture(1)];
    const form = toClientForm(plain);
    const pictures = await Promise.all(
      form.gallery.pictures.map(async (p, i) => withFile(p, await fakeImage(p.filename, i, p.exhibition_title))),
    );
    return { ...form, gallery: { ...form.gallery, pictures } };
  }

  const form = toClientForm(exampleApplication({ edition }));
  const artists = await Promise.all(
    form.artists.map(async (artist, i) => ({
      ...artist,
      artworks: await Promise.all(
        artist.artworks.map(async (w, j) => withFile(w, await fakeImage(w.filename, i * 7 + j, w.title))),
      ),
    })),
  );
  const pictures = await Promise.all(
    form.gallery.pictures.map(async (p, i) => withFile(p, await fakeImage(p.filename, i + 20, p.exhibition_title))),
  );
  const documents = (records: { filename: string }[]) =>
    records.map((r) => recordOf(fakePdf(r.filename, `Example ${r.filename}`)));
  return {
    ...form,
    proposal: { ...form.proposal, rendering: documents(form.proposal.rendering) },
    artists,
    gallery: { ...form.gallery, pictures, additional: documents(form.gallery.additional) },
    proof: documents(form.proof),
  };
}
