/**
 * The back office's share of `npm run demo`: staff accounts to sign in with, and a few dozen
 * submitted applications of every size (one artist to a dozen, galleries and platform, with
 * pictures and PDF documents), so the list, its filters and the application pages have something
 * to show; their artworks carry distinct generated pictures, 50 of them in the largest, for the viewer.
 */
import type { ApplicationForm } from "../../shared/application.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { listApplications } from "../applications/list.ts";
import { hashPassword } from "../staff/password.ts";
import type { Db } from "../store/database.ts";
import type { FileStore } from "../store/files.ts";
import { StaffStore } from "../store/staff.ts";
import { dressArtworks, makeArtworkPool } from "./artwork-pool.ts";
import { fiftyArtworksForm } from "./fifty-artworks.ts";
import { samplePicture } from "./sample-picture.ts";
import { storeWithFiles } from "./store-with-files.ts";

/** Demo passwords, for a local copy only; printed at the end of `npm run demo`. */
export const DEMO_STAFF = [
  { email: "admin@demo.example", name: "Ada Admin", role: "admin", password: "demo-admin-passphrase" },
  { email: "reviewer@demo.example", name: "Rémi Reviewer", role: "reviewer", password: "demo-reviewer-passphrase" },
  { email: "juror@demo.example", name: "Jun Juror", role: "reviewer", password: "demo-juror-passphrase" },
  // The rest of the committee that auto-assignment shares the applications among (committee-demo.ts).
  { email: "curator@demo.example", name: "Cleo Curator", role: "reviewer", password: "demo-curator-passphrase" },
  { email: "critic@demo.example", name: "Kai Critic", role: "reviewer", password: "demo-critic-passphrase" },
] as const;

const NAMES = [
  "Galerie Müller & Söhne",
  "Kunstraum Zürich",
  "Studio Ljós",
  "Galería Peña",
  "Maison Noël",
  "Harbour Lights",
  "Gallery 1957",
  "Ōkura Contemporary",
  "Nova Hestia",
  "Čapek Projects",
  "Salle Bérénice",
  "Tiwani Contemporary",
  "Pinacoteca Ribeira",
  "Åkerlund Gallery",
  "Fondation Lumière",
  "Sala Żuraw",
  "Kelder Amsterdam",
  "Ikon Street",
  "Blå Huset",
  "Galerie Crève-Cœur",
  "Smålands Konsthall",
  "Dūmu Projects",
  "Casa Jardín",
  "Ferris & Ng",
  "Rua Augusta Arte",
  "Galleri Fjøra",
  "The Pewter Room",
  "Estudio Añil",
  "Kiln & Kettle",
  "Galerie Østlys",
];
const CITIES = [
  "Berlin",
  "Zürich",
  "Reykjavík",
  "Bogotá",
  "Paris\nLyon",
  "Cape Town",
  "Lagos",
  "Tokyo",
  "Athens",
  "Prague",
];
const PLATFORM_PITCH =
  "An artist-run platform presenting three young painters whose work has never been shown outside their home city.";

function demoForm(i: number, edition: string): ApplicationForm {
  const artists = [1, 2, 3, 5, 8, 12][i % 6] as number;
  const form = exampleApplication({
    edition,
    artists,
    artworksPerArtist: 1 + ((i * 3) % 6),
    galleryPictures: 1 + (i % 4),
  });
  form.gallery.name = NAMES[i % NAMES.length] as string;
  form.gallery.locations = CITIES[i % CITIES.length] as string;
  form.gallery.email = `applicant-${i + 1}@demo.example`;
  form.proposal.booth = (["small", "medium", "large"] as const)[i % 3] ?? "medium";
  form.proposal.mentorship = i % 4 === 0;
  if (i % 7 === 3) {
    form.choice = "platform";
    form.proposal.pitch = PLATFORM_PITCH;
  }
  // Now and then an artwork without an image, as the form allows.
  if (i % 5 === 1) {
    const artwork = form.artists[0]?.artworks[0];
    if (artwork) Object.assign(artwork, { filename: "", size: 0 });
  }
  return form;
}

/** A one-page PDF: proof documents and press kits. */
function demoPdf(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n% ${title}\n%%EOF\n`,
  );
}

/** The 30 of every size, then the one with 50 artworks. */
export const DEMO_APPLICATIONS = NAMES.length + 1;

const formOf = (i: number, edition: string) => (i < NAMES.length ? demoForm(i, edition) : fiftyArtworksForm(edition));

/** Adds what is missing; returns how many applications were added. */
export async function addBackOfficeDemo(db: Db, store: FileStore, edition: string, now = Date.now()): Promise<number> {
  const staff = new StaffStore(db);
  for (const member of DEMO_STAFF) await staff.save({ ...member, passwordHash: await hashPassword(member.password) });

  const missing: number[] = [];
  for (let i = 0; i < DEMO_APPLICATIONS; i++) {
    const [existing] = await listApplications(db, { edition, contactEmail: formOf(i, edition).gallery.email });
    if (!existing) missing.push(i);
  }
  if (missing.length === 0) return 0;
  // Exhibition views shared by the galleries' pictures, and a pool of artworks handed out in turn:
  // a picture of its own for each of the hundreds of artworks would take minutes to draw.
  const views = await Promise.all(
    [3 / 2, 2 / 3, 1, 4 / 5, 16 / 9, 3 / 4].map((shape, j) => samplePicture(shape, 100 + j)),
  );
  const pool = await makeArtworkPool();
  for (const i of missing) {
    const form = formOf(i, edition);
    const artworks = dressArtworks(form, pool, i * 7);
    await storeWithFiles(
      db,
      store,
      form,
      (path, record, n) =>
        record.filename.endsWith(".pdf")
          ? demoPdf(record.filename)
          : (artworks.get(path) ?? (views[(i + n) % views.length] as Buffer)),
      // The one with 50 artworks is the newest, after the 30 the reviews demo works through.
      { now: now - (DEMO_APPLICATIONS - 1 - i) * 7 * 3_600_000 },
    );
  }
  return missing.length;
}
