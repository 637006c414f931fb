/**
 * `npm run demo`: fills the embedded database with a few accepted sample galleries, each with
 * generated exhibition pictures of different shapes, so a newcomer sees /ecosystem working.
 * Running it again adds nothing: it says what is already there.
 */
import path from "node:path";
import type { Language } from "../../shared/i18n/languages.ts";
import { slugOf } from "../../shared/slug.ts";
import { listApplications } from "../applications/list.ts";
import { acceptApplication } from "../applications/status.ts";
import { ConfigError, readConfig } from "../config.ts";
import { ensureEditions } from "../editions/editions.ts";
import { prepareDatabase } from "../prepare-database.ts";
import { openDatabase } from "../store/database.ts";
import { LocalFileStore } from "../store/files.ts";
import { addBackOfficeDemo, DEMO_STAFF } from "./back-office.ts";
import { addBillingDemo } from "./billing-demo.ts";
import { addCommitteeDemo } from "./committee-demo.ts";
import { addDiscussionDemo } from "./discussion-demo.ts";
import { addFloorPlanDemo } from "./floor-plan-demo.ts";
import { addLettersDemo } from "./letters-demo.ts";
import { addReviewDemo } from "./reviews-demo.ts";
import { storeSampleGallery } from "./sample-gallery.ts";
import { samplePicture } from "./sample-picture.ts";
import { addStatusLinksDemo } from "./status-links-demo.ts";

interface Sample {
  name: string;
  locations: string;
  website: string;
  highlights: string;
  /** Width ÷ height of each exhibition picture. */
  shapes: number[];
  /** The contact address where the name has no Latin letters to make one of. */
  email?: string;
  /** The language it was sent in, when not English: its status page and emails speak it. */
  language?: Language;
}

const SAMPLES: Sample[] = [
  {
    name: "Galerie Nordlicht",
    locations: "Berlin\nOslo",
    website: "https://nordlicht.example",
    highlights: "Represented Norway at the 2019 biennial.\nFirst European solo show of Kwame Mensah.",
    shapes: [3 / 2, 2 / 3, 1, 16 / 9, 4 / 5],
    // Sent in German: its status page and emails are German (open its status link).
    language: "de",
  },
  {
    name: "Casa Mareña",
    locations: "Mexico City",
    website: "casamarena.example",
    highlights: "Twenty years of Latin American abstraction, from Gego to the present.",
    shapes: [4 / 5, 3 / 2, 3 / 2],
  },
  {
    name: "Studio Øresund",
    locations: "Copenhagen\nMalmö",
    website: "https://oresund.example/en",
    highlights: "Young Nordic sculpture; the Harbour Prize for exhibition design 2024.",
    shapes: [1, 1, 2 / 3, 16 / 9],
  },
  {
    name: "Kōyō Gallery",
    locations: "Tokyo\nKyoto",
    website: "https://koyo.example",
    highlights: "Ceramics and lacquer by living masters, shown beside contemporary painting.",
    shapes: [2 / 3, 2 / 3, 3 / 2],
  },
  {
    name: "Atelier Lumière",
    locations: "Paris",
    website: "https://lumiere.example",
    highlights: "Photography and light installations; the first gallery to show Ilse Vogel in France.",
    shapes: [16 / 9, 1, 4 / 5, 3 / 2, 1],
  },
  {
    name: "Harbour & Finch",
    locations: "London\nMargate",
    website: "https://harbourfinch.example",
    highlights: "A programme of British painting across three generations.",
    shapes: [3 / 2, 3 / 4],
  },
  {
    name: "Galeria Wisła",
    locations: "Warsaw\nKraków",
    website: "https://wisla.example",
    highlights: "Polish textile art since the 1960s, with an archive open to researchers.",
    shapes: [1, 3 / 2, 2 / 3, 1],
  },
  {
    name: "Blue Nile Projects",
    locations: "Lagos\nAccra",
    website: "https://bluenile.example",
    highlights: "New West African painting; residencies for two artists each year.",
    shapes: [4 / 5, 16 / 9, 1],
  },
  // Names in their own scripts: their pages' addresses are the names themselves (/ecosystem/東京画廊).
  {
    name: "東京画廊",
    locations: "東京\nソウル",
    website: "https://tokyo-garo.example",
    highlights: "日本の戦後美術と現代の作家を七十年にわたり紹介。\nMono-ha and its successors, shown since 1950.",
    shapes: [3 / 2, 1, 2 / 3],
    email: "tokyo-garo@demo.example",
    language: "ja",
  },
  {
    name: "غاليري أثر",
    locations: "جدة\nالرياض",
    website: "https://athr.example",
    highlights: "فن معاصر من المملكة العربية السعودية والخليج.\nA residency for two artists each year.",
    shapes: [16 / 9, 4 / 5, 1],
    email: "athr@demo.example",
  },
  {
    name: "Γκαλερί Αθηνών",
    locations: "Αθήνα\nΘεσσαλονίκη",
    website: "https://athinon.example",
    highlights: "Ελληνική ζωγραφική από το 1960 έως σήμερα.\nThe first Athens gallery to show Ilse Vogel.",
    shapes: [1, 3 / 2],
    email: "athinon@demo.example",
  },
];

const demoEmail = (sample: Sample) => sample.email ?? `${slugOf(sample.name)}@demo.example`;

async function main(): Promise<number> {
  // Demo data belongs in a local copy, never in a shared database or bucket.
  if (process.env.DATABASE_URL || process.env.S3_BUCKET) {
    console.error("npm run demo fills the embedded database in DATA_DIR: unset DATABASE_URL and S3_BUCKET to run it.");
    return 1;
  }
  const config = readConfig();
  const edition = config.openEditions[0] ?? "";
  const db = openDatabase(config);
  const store = new LocalFileStore(path.join(config.dataDir, "files"));
  try {
    await prepareDatabase(db);
    let added = 0;
    for (const [i, sample] of SAMPLES.entries()) {
      const email = demoEmail(sample);
      const [existing] = await listApplications(db, { edition, contactEmail: email });
      const pictures = existing
        ? []
        : await Promise.all(sample.shapes.map((shape, j) => samplePicture(shape, i * 10 + j + 1)));
      const id =
        existing?.id ??
        (await storeSampleGallery(db, store, {
          edition,
          name: sample.name,
          locations: sample.locations,
          website: sample.website,
          highlights: sample.highlights,
          email,
          pictures,
        }));
      if (sample.language)
        await db.updateTable("applications").set({ language: sample.language }).where("id", "=", id).execute();
      const result = await acceptApplication(db, id, Date.now(), { staffId: null, via: "demo" });
      if (result.outcome === "accepted" && !existing) added++;
    }
    const where = `DATA_DIR ${path.resolve(config.dataDir)}, edition ${edition}`;
    console.log(
      added > 0
        ? `Added ${added} accepted sample galleries (${where}).`
        : `The ${SAMPLES.length} sample galleries are already there (${where}); nothing added.`,
    );
    const submitted = await addBackOfficeDemo(db, store, edition);
    console.log(
      submitted > 0
        ? `Added ${submitted} submitted applications of every size for the back office.`
        : "The back office's submitted applications are already there; nothing added.",
    );
    const decided = await addReviewDemo(db, edition);
    console.log(
      decided.reviews > 0
        ? `Added ${decided.reviews} reviews and the committee's decisions; accepted: ${decided.accepted.join(", ")}.`
        : "The reviews and decisions are already there; nothing added.",
    );
    const committee = await addCommitteeDemo(db, edition);
    console.log(
      committee.assigned > 0
        ? `Put ${edition} in assigned mode: ${committee.assigned} assignments among the reviewers, ${committee.reviews} of them reviewed.`
        : "The committee's assignments are already there; nothing added.",
    );
    const comments = await addDiscussionDemo(db, edition);
    console.log(
      comments > 0
        ? `Added a discussion of ${comments} comments, tags and a private note.`
        : "The discussion is already there; nothing added.",
    );
    // The plan belongs to the edition's row, made here if the server has not started on this data yet.
    await ensureEditions(db, config.openEditions);
    const floor = await addFloorPlanDemo(db, edition);
    console.log(
      floor.booths > 0
        ? `Drew a floor plan of ${floor.booths} booths and placed ${floor.allocated} accepted galleries; one waits for its booth.`
        : "The floor plan is already there; nothing added.",
    );
    const money = await addBillingDemo(db, edition);
    console.log(
      money
        ? `Set the fair's billing details and ${edition}'s fees; issued ${money.invoices} deposit invoices for the galleries with a booth, imported a bank statement of ${money.statement} credits and recorded a payment by hand (${money.paid} paid, one credit to settle).`
        : "The fair's billing details and invoices are already there; nothing added.",
    );
    const letters = await addLettersDemo(db, config, edition);
    console.log(
      letters.sent > 0
        ? `Sent ${letters.sent} decision letters, one per decided gallery, as .eml files in ${letters.dir}.`
        : "The decision letters are already sent; nothing added.",
    );
    const links = await addStatusLinksDemo(db, edition, config.publicUrl);
    console.log(
      `The decisions of ${edition} are released; each decided gallery's private status page (new links each run):`,
    );
    for (const link of links) console.log(`  ${link.status.padEnd(10)}  ${link.gallery.padEnd(28)}  ${link.url}`);
    console.log(`Start the server with "npm start" and open http://localhost:${config.port}/ecosystem`);
    console.log(`The public floor plan is at http://localhost:${config.port}/ecosystem/floor-plan`);
    console.log(`The back office is at http://localhost:${config.port}/admin; sign in as:`);
    for (const member of DEMO_STAFF) console.log(`  ${member.role.padEnd(8)}  ${member.email}  ${member.password}`);
    // Everything after this is done in the back office: a director needs no shell.
    console.log(
      `As the admin, invite more members, change roles or disable accounts on the staff page (http://localhost:${config.port}/admin/staff);`,
    );
    console.log(
      "each new member gets an email with a link to choose her password (without SMTP_URL: DATA_DIR/outbox).",
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
