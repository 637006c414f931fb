/**
 * The columns of the two CSV exports. Applications: every text field of the form, the counts and
 * the status, one row each; the tax details only for admins. Artworks: one row per artwork.
 */
import type { Artist, Artwork } from "../../shared/application.ts";
import { formatInZone } from "../../shared/zoned-time.ts";
import { seesTaxDetails } from "../policy/staff.ts";
import type { StaffRole } from "../store/schema.ts";
import type { CsvColumn } from "./csv.ts";
import type { ExportedApplication } from "./selection.ts";

const PRESENTED: Record<string, string> = { present: "Will be presented", similar: "Similar work" };

const fullName = (artist: Artist) => `${artist.first_name} ${artist.last_name}`.trim();

function artistDetails(artist: Artist): string {
  const facts = [artist.nationality, artist.born ? `born ${artist.born}` : ""].filter(Boolean).join(", ");
  return [facts ? `${fullName(artist)} (${facts})` : fullName(artist), artist.bio].filter(Boolean).join("\n");
}

type Column = CsvColumn<ExportedApplication>;

const APPLICATION_COLUMNS: Column[] = [
  { header: "Application id", value: (a) => a.id },
  { header: "Edition", value: (a) => a.form.edition },
  { header: "Status", value: (a) => a.status },
  // Replaced per edition by the time as people read it and the ISO time beside it (applicationColumns).
  { header: "Submitted at", value: (a) => new Date(a.submittedAt).toISOString() },
  // The sector the gallery applies for (the form's separate "sector" field is never filled).
  { header: "Choice", value: (a) => a.form.choice },
  // The language it was sent in, as its code (en, de, fr, es, it, ja, zh): its emails speak it.
  { header: "Language", value: (a) => a.language },
  // A platform application has no booth, whatever the form held before the choice changed.
  { header: "Booth", value: (a) => (a.form.choice === "platform" ? "" : a.form.proposal.booth) },
  { header: "Mentorship", value: (a) => a.form.proposal.mentorship },
  { header: "Gallery", value: (a) => a.form.gallery.name },
  { header: "Year founded", value: (a) => a.form.gallery.year_founded },
  { header: "Locations", value: (a) => a.form.gallery.locations },
  { header: "Founders", value: (a) => a.form.gallery.founders },
  { header: "Contact", value: (a) => a.form.gallery.contact },
  { header: "Email", value: (a) => a.form.gallery.email },
  { header: "Website", value: (a) => a.form.gallery.website },
  { header: "Social media", value: (a) => a.form.gallery.social_media },
  { header: "Highlights", value: (a) => a.form.gallery.highlights },
  { header: "Fairs", value: (a) => a.form.gallery.fairs },
  { header: "Pitch", value: (a) => a.form.proposal.pitch },
  { header: "Concept", value: (a) => a.form.proposal.concept },
  { header: "Artists", value: (a) => a.form.artists.length },
  { header: "Artworks", value: (a) => a.form.artists.reduce((n, artist) => n + artist.artworks.length, 0) },
  { header: "Gallery pictures", value: (a) => a.form.gallery.pictures.length },
  { header: "Renderings", value: (a) => a.form.proposal.rendering.length },
  { header: "Additional files", value: (a) => a.form.gallery.additional.length },
  { header: "Proof documents", value: (a) => a.form.proof.length },
  { header: "Files", value: (a) => a.files.length },
  { header: "Artist names", value: (a) => a.form.artists.map(fullName).join("\n") },
  // One block per artist, a blank line between: name (nationality, born), then the biography.
  { header: "Artist details", value: (a) => a.form.artists.map(artistDetails).join("\n\n") },
  {
    header: "Exhibition pictures",
    value: (a) =>
      a.form.gallery.pictures.map((p) => [p.exhibition_title, p.artists, p.year].filter(Boolean).join(", ")).join("\n"),
  },
];

const TAX_COLUMNS: Column[] = [
  { header: "Tax company", value: (a) => a.form.tax.company },
  { header: "Tax address", value: (a) => a.form.tax.address },
  { header: "Tax country", value: (a) => a.form.tax.country },
  { header: "Tax number", value: (a) => a.form.tax.number },
  { header: "Tax contact", value: (a) => a.form.tax.contact },
  { header: "Tax email", value: (a) => a.form.tax.email },
  { header: "Tax phone", value: (a) => a.form.tax.phone },
];

/** A visible review criterion of the edition: one average column each. */
export interface CriterionColumn {
  id: string;
  label: string;
}

/** The review summary as the list shows it: how many reviews, the average, and each criterion's average. */
function reviewColumns(criteria: CriterionColumn[]): Column[] {
  return [
    // Empty, not 0, where the member may not see the reviews: "no reviews" would not be true.
    { header: "Reviews", value: (a) => a.reviews?.count },
    // What the average is made of: a review written before a criterion was added lacks its score.
    { header: "Complete reviews", value: (a) => a.reviews?.complete_reviews },
    { header: "Average score", value: (a) => a.reviews?.average },
    { header: "Spread", value: (a) => a.reviews?.spread },
    { header: "Normalized score", value: (a) => a.reviews?.normalized },
    ...criteria.map(
      (criterion): Column => ({
        header: `Average: ${criterion.label}`,
        value: (a) => a.reviews?.per_criterion[criterion.id]?.average,
      }),
    ),
  ];
}

/** The shared tags, and the private note of the member exporting (ExportedApplication holds hers only). */
const DISCUSSION_COLUMNS: Column[] = [
  { header: "Tags", value: (a) => a.tags.join(", ") },
  { header: "My note", value: (a) => a.note },
];

/** A time as two columns: in the edition's zone for people, ISO 8601 (UTC) beside it for machines. */
export function timeColumns<Row>(header: string, at: (row: Row) => number, timeZone: string): CsvColumn<Row>[] {
  return [
    { header: `${header} (${timeZone})`, value: (row) => formatInZone(at(row), timeZone) },
    { header: `${header} (ISO 8601)`, value: (row) => new Date(at(row)).toISOString() },
  ];
}

/** Reviewers never see the tax details, here as in the API. */
export function applicationColumns(role: StaffRole, criteria: CriterionColumn[], timeZone = "UTC"): Column[] {
  // The reviews right after id, edition, status and date: what a committee sorts by first.
  const identity = [
    ...APPLICATION_COLUMNS.slice(0, 3),
    ...timeColumns<ExportedApplication>("Submitted at", (a) => a.submittedAt, timeZone),
  ];
  const form = APPLICATION_COLUMNS.slice(4);
  return [
    ...identity,
    ...reviewColumns(criteria),
    ...DISCUSSION_COLUMNS,
    ...form,
    ...(seesTaxDetails({ role }) ? TAX_COLUMNS : []),
  ];
}

export interface ArtworkRow {
  application: ExportedApplication;
  artist: Artist;
  artwork: Artwork;
}

export const ARTWORK_COLUMNS: CsvColumn<ArtworkRow>[] = [
  { header: "Application id", value: (r) => r.application.id },
  { header: "Gallery", value: (r) => r.application.form.gallery.name },
  { header: "Artist", value: (r) => fullName(r.artist) },
  { header: "Artwork title", value: (r) => r.artwork.title },
  { header: "Meta", value: (r) => r.artwork.meta },
  { header: "Presented", value: (r) => PRESENTED[r.artwork.presented] ?? r.artwork.presented },
  { header: "File name", value: (r) => r.artwork.filename },
];

export async function* artworkRows(applications: AsyncIterable<ExportedApplication>): AsyncGenerator<ArtworkRow> {
  for await (const application of applications)
    for (const artist of application.form.artists)
      for (const artwork of artist.artworks) yield { application, artist, artwork };
}
