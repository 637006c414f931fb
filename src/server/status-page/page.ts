/** The status pages as HTML: the application's page, the withdrawal's confirmation and the form that emails links again. */
import { countryName } from "../../shared/countries.ts";
import { referenceOf, sectorName, sizeInWords } from "../../shared/receipt.ts";
import { SHOWN_LABELS } from "../../shared/shown-status.ts";
import { formatInZone } from "../../shared/zoned-time.ts";
import type { LoadedFile, StoredApplication } from "../applications/load.ts";
import { INLINE_TYPES } from "../applications/staff-view.ts";
import type { GalleryInvoice } from "../billing/gallery-invoices.ts";
import { type BoothView, boothSection } from "../booths/booth-section.ts";
import { type changeRefusal, DECIDED_MESSAGE, type ShownStatus } from "../policy/applicant.ts";
import type { PageAssets } from "../web/assets.ts";
import { type Html, html } from "../web/html.ts";
import { renderSitePage } from "../web/site-page.ts";
import { invoicesSection } from "./invoices.ts";
import { statusFormToken, statusPath } from "./tokens.ts";

const STYLES = html`<meta name="robots" content="noindex">
<style>
.status-page { max-width: 48rem; margin: 2rem auto; padding: 0 1rem; font-family: system-ui, sans-serif; line-height: 1.5; }
.status-page dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1.5rem; margin: 1rem 0; }
.status-page dt { font-weight: 600; }
.status-page dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
.status-page section { border-top: 1px solid #ccc; margin-top: 1.5rem; }
.status-page__status { font-size: 1.25rem; }
.status-page__letter { white-space: pre-line; overflow-wrap: anywhere; }
.status-page__files { list-style: none; padding: 0; display: grid; gap: 0.75rem; }
.status-page__files img { display: block; max-width: 12rem; height: auto; margin-bottom: 0.25rem; }
.status-page button { font: inherit; padding: 0.5rem 1rem; cursor: pointer; }
.status-page input[type="email"] { font: inherit; padding: 0.4rem; width: min(100%, 24rem); box-sizing: border-box; margin-bottom: 0.5rem; }
.status-page a:focus-visible, .status-page button:focus-visible, .status-page input:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
.status-page__invoices { width: 100%; border-collapse: collapse; margin: 1rem 0; }
.status-page__invoices th, .status-page__invoices td { text-align: left; padding: 0.35rem 0.5rem 0.35rem 0; border-bottom: 1px solid #ddd; vertical-align: top; }
.status-page__pay { display: flex; flex-wrap: wrap; gap: 1rem 2rem; align-items: flex-start; }
.status-page__pay figure { margin: 0; }
.status-page__pay svg { display: block; width: 10rem; height: 10rem; }
@media (max-width: 480px) { .status-page dl { grid-template-columns: 1fr; } .status-page dd { margin-bottom: 0.5rem; } .status-page__invoices thead { display: none; } .status-page__invoices tr { display: block; border-bottom: 1px solid #ddd; padding: 0.5rem 0; } .status-page__invoices td { display: block; border: 0; padding: 0.1rem 0; } }
</style>`;

const SHOWN_MESSAGES: Record<ShownStatus, string> = {
  "being-reviewed":
    "The selection committee is reviewing the applications. You will hear from us by email once its decisions are out.",
  accepted: "Congratulations: your gallery has been accepted for the fair.",
  waitlisted: "Your application is on the waiting list. We will write to you as soon as a place becomes free.",
  rejected: "We are sorry: your application could not be accepted this time.",
  withdrawn: "This application has been withdrawn. Nothing more will happen with it.",
};

export interface StatusPageView {
  token: string;
  application: StoredApplication;
  editionName: string;
  /** The edition's time zone: the page's times are written in it. */
  timeZone: string;
  shown: ShownStatus;
  /** The edition's decisions are released. */
  released: boolean;
  canWithdraw: boolean;
  /** Why the application cannot be changed now; null: "Change my application" (policy/applicant.ts). */
  changeRefused: ReturnType<typeof changeRefusal>;
  /** The name of the open edition the form applies to, when it is not this application's. */
  startFrom?: string | undefined;
  /** The committee's letter for the decision shown, once sent. */
  letter?: { subject: string; body: string } | undefined;
  /** Its invoices as the gallery sees them (policy/applicant.ts, showsInvoice). */
  invoices?: GalleryInvoice[];
  /** Its booth, once its acceptance shows and a booth is allocated (policy/applicant.ts, showsBooth). */
  booth?: BoothView | undefined;
  /** Card payments are configured (STRIPE_SECRET_KEY): "Pay by card" beside each invoice to pay. */
  cardPayments?: boolean;
}

/** In the edition's zone, named: "10 January 2027 at 10:00 (Europe/Berlin)". */
const submittedInWords = (at: number, timeZone: string) => formatInZone(at, timeZone, { zone: true });

/** The last four characters only: the page travels by link, the full numbers stay with the fair. */
const masked = (value: string) => (value.length <= 4 ? value : `…${value.slice(-4)}`);

function page(title: string, assets: PageAssets | undefined, main: Html): string {
  return renderSitePage({
    title,
    description: "The private page of an application for the art fair.",
    assets,
    head: STYLES,
    main,
  });
}

function fields(rows: [string, string][]): Html {
  return html`<dl>
${rows.filter(([, value]) => value !== "").map(([label, value]) => html`<dt>${label}</dt><dd dir="auto">${value}</dd>\n`)}</dl>`;
}

function fileList(token: string, files: (LoadedFile | undefined)[]): Html | "" {
  const present = files.filter((f): f is LoadedFile => f !== undefined);
  if (present.length === 0) return "";
  return html`<ul class="status-page__files">
${present.map(
  (f) =>
    html`<li>${INLINE_TYPES.has(f.contentType) ? html`<img src="${statusPath(token)}/files/${f.id}" alt="${f.originalName}" loading="lazy">` : ""}${f.originalName} (${sizeInWords(f.size)})</li>\n`,
)}</ul>`;
}

export function renderStatusPage(view: StatusPageView, assets: PageAssets | undefined, notice?: string): string {
  const { token, application: app, editionName, shown } = view;
  const { form } = app;
  const fileAt = new Map(app.files.map((f) => [f.recordPath, f]));
  const filesUnder = (prefix: string) =>
    app.files
      .filter((f) => f.recordPath.startsWith(`${prefix}.`))
      .sort((a, b) => Number(a.recordPath.split(".").at(-1)) - Number(b.recordPath.split(".").at(-1)));
  const reference = referenceOf(app.id);
  return page(
    `Application ${reference}: ${form.gallery.name}`,
    assets,
    html`<main class="status-page">
<h1>Your application</h1>
${notice ? html`<p role="status"><strong>${notice}</strong></p>` : ""}
${fields([
  ["Gallery", form.gallery.name],
  ["Reference", reference],
  ["Edition", editionName],
  ["Submitted", submittedInWords(app.submittedAt, view.timeZone)],
  ["Changed", app.changedAt === null ? "" : submittedInWords(app.changedAt, view.timeZone)],
])}
<p class="status-page__status">Status: <strong>${SHOWN_LABELS[shown]}</strong></p>
<p>${SHOWN_MESSAGES[shown]}</p>
${boothSection(view.booth, "Your booth")}
${
  view.letter
    ? html`<section aria-labelledby="letter">
<h2 id="letter">The committee's letter</h2>
<p><strong>${view.letter.subject}</strong></p>
<p class="status-page__letter">${view.letter.body}</p>
</section>`
    : ""
}
${invoicesSection(token, view.invoices ?? [], view.cardPayments ?? false)}
${view.changeRefused === null ? html`<p><a href="${statusPath(token)}/change">Change my application</a> (until the application period closes)</p>` : ""}
${view.changeRefused === "decided" ? html`<p>${DECIDED_MESSAGE}</p>` : ""}
${view.startFrom ? html`<p><a href="${statusPath(token)}/start">Start an application for ${view.startFrom} from this one</a></p>` : ""}
${view.canWithdraw ? html`<p><a href="${statusPath(token)}/withdraw">Withdraw this application</a></p>` : ""}
<section aria-labelledby="sent">
<h2 id="sent">The application as sent</h2>
<h3>Sector and proposal</h3>
${fields([
  ["Sector", sectorName(form.choice)],
  ["Booth", form.proposal.booth],
  ["Pitch", form.proposal.pitch],
  ["Mentorship", form.proposal.mentorship ? "Yes" : "No"],
  ["Concept", form.proposal.concept],
])}
${fileList(token, filesUnder("proposal.rendering"))}
<h3>Artists</h3>
${form.artists.map(
  (artist, a) => html`<h4>${artist.first_name} ${artist.last_name}</h4>
${fields([
  ["Nationality", artist.nationality],
  ["Born", artist.born],
  ["Biography", artist.bio],
])}
${artist.artworks.map(
  (work, w) => html`<h5>${work.title || `Artwork ${w + 1}`}</h5>
${fields([
  ["Details", work.meta],
  ["At the fair", work.presented === "present" ? "This work" : work.presented === "similar" ? "A similar work" : ""],
])}
${fileList(token, [fileAt.get(`artists.${a}.artworks.${w}`)])}`,
)}`,
)}
<h3>Gallery</h3>
${fields([
  ["Name", form.gallery.name],
  ["Founded", form.gallery.year_founded],
  ["Locations", form.gallery.locations],
  ["Founders", form.gallery.founders],
  ["Contact", form.gallery.contact],
  ["Email", form.gallery.email],
  ["Website", form.gallery.website],
  ["Social media", form.gallery.social_media],
  ["Highlights", form.gallery.highlights],
  ["Fairs", form.gallery.fairs],
])}
${form.gallery.pictures.map(
  (picture, p) => html`<h4>${picture.exhibition_title}</h4>
${fields([
  ["Artists", picture.artists],
  ["Year", picture.year],
])}
${fileList(token, [fileAt.get(`gallery.pictures.${p}`)])}`,
)}
${fileList(token, filesUnder("gallery.additional"))}
<h3>Invoicing</h3>
${fields([
  ["Company", form.tax.company],
  ["Address", form.tax.address],
  ["Country", form.tax.country && countryName(form.tax.country)],
  ["Contact", form.tax.contact],
  ["Tax number", masked(form.tax.number)],
  ["Email", masked(form.tax.email)],
  ["Phone", masked(form.tax.phone)],
])}
<h3>Proof of registration</h3>
${fileList(token, filesUnder("proof"))}
</section>
</main>`,
  );
}

export function renderWithdrawPage(view: StatusPageView, assets: PageAssets | undefined, problem?: string): string {
  const { token, application } = view;
  return page(
    `Withdraw the application of ${application.form.gallery.name}`,
    assets,
    html`<main class="status-page">
<h1>Withdraw this application?</h1>
${problem ? html`<p role="alert"><strong>${problem}</strong></p>` : ""}
<p>The application of <strong dir="auto">${application.form.gallery.name}</strong> (${referenceOf(application.id)}) to ${view.editionName} will be withdrawn. The selection committee will no longer consider it, and it cannot be sent again from this page.</p>
<form method="post" action="${statusPath(token)}/withdraw">
<input type="hidden" name="_csrf" value="${statusFormToken(token)}">
<input type="hidden" name="confirm" value="yes">
<button type="submit">Yes, withdraw the application</button>
</form>
<p><a href="${statusPath(token)}">No, keep it</a></p>
</main>`,
  );
}

/** GET /status/<token>/change once a decision is recorded: the same words whatever the decision. */
export function renderChangeRefusedPage(
  token: string,
  application: Pick<StoredApplication, "id" | "form">,
  assets: PageAssets | undefined,
): string {
  return page(
    `The application of ${application.form.gallery.name} can no longer be changed`,
    assets,
    html`<main class="status-page">
<h1>This application can no longer be changed</h1>
<p role="alert"><strong>${DECIDED_MESSAGE}</strong></p>
<p>The application of <strong dir="auto">${application.form.gallery.name}</strong> (${referenceOf(application.id)}) stays as it was sent.</p>
<p><a href="${statusPath(token)}">Back to the application's page</a></p>
</main>`,
  );
}

export const LINK_SENT_MESSAGE =
  "If an application was sent with this address, we have emailed the link to its page to it. The email may take a few minutes.";

export function renderLinkForm(assets: PageAssets | undefined, outcome?: { message: string; email: string }): string {
  return page(
    "Your application's page",
    assets,
    html`<main class="status-page">
<h1>Your application's page</h1>
<p>Every application has a private page showing its status. Its link is in the confirmation email. Lost it? Enter the gallery's contact address from the application and we will email the link again.</p>
${outcome ? html`<p role="status"><strong>${outcome.message}</strong></p>` : ""}
<form method="post" action="/status/link">
<label for="status-email">Contact email address</label><br>
<input id="status-email" name="email" type="email" autocomplete="email" required value="${outcome?.email ?? ""}">
<button type="submit">Email me the link</button>
</form>
</main>`,
  );
}
