/** The status pages as HTML: the application's page, the withdrawal's confirmation and the form that emails links again. */
import { countryName } from "../../shared/countries.ts";
import { isBoothSize } from "../../shared/floor-plan.ts";
import type { MessageKey } from "../../shared/i18n/catalogs/catalog.ts";
import { timeInZone } from "../../shared/i18n/dates.ts";
import type { Translator } from "../../shared/i18n/format.ts";
import { referenceOf, sizeInWords } from "../../shared/receipt.ts";
import type { LoadedFile, StoredApplication } from "../applications/load.ts";
import { INLINE_TYPES } from "../applications/staff-view.ts";
import type { GalleryInvoice } from "../billing/gallery-invoices.ts";
import { type BoothView, boothSection } from "../booths/booth-section.ts";
import type { changeRefusal, ShownStatus } from "../policy/applicant.ts";
import type { PageAssets } from "../web/assets.ts";
import { type Html, html } from "../web/html.ts";
import { htmlMessage } from "../web/html-message.ts";
import { type PageLanguage, renderSitePage } from "../web/site-page.ts";
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

/** What the status page calls each status, and what it says of it (the back office quotes the English labels: shared/shown-status.ts). */
const SHOWN_WORDS: Record<ShownStatus, [MessageKey, MessageKey]> = {
  "being-reviewed": ["pages.shownBeingReviewed", "pages.messageBeingReviewed"],
  accepted: ["pages.shownAccepted", "pages.messageAccepted"],
  waitlisted: ["pages.shownWaitlisted", "pages.messageWaitlisted"],
  rejected: ["pages.shownRejected", "pages.messageRejected"],
  withdrawn: ["pages.shownWithdrawn", "pages.messageWithdrawn"],
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

/** The last four characters only: the page travels by link, the full numbers stay with the fair. */
const masked = (value: string) => (value.length <= 4 ? value : `…${value.slice(-4)}`);

function page(title: string, assets: PageAssets | undefined, language: PageLanguage, main: Html): string {
  return renderSitePage({
    title,
    description: language.t.t("pages.statusDescription"),
    assets,
    head: STYLES,
    main,
    language,
  });
}

/** The booth size as the page always wrote it ("medium"), in the reader's language. */
const BOOTH_SIZE_WORDS = { small: "pages.boothSmall", medium: "pages.boothMedium", large: "pages.boothLarge" } as const;

/** "Galleries (a booth in the main sector)": the sector as the form named it. */
function sectorIn(t: Translator, choice: string): string {
  if (choice === "galleries") return t.t("pages.sectorGalleries");
  if (choice === "platform") return t.t("pages.sectorPlatform");
  return choice;
}

/** A file's size: English's words as the receipt has them; the others with the language's digits. */
function sizeIn(t: Translator, bytes: number): string {
  if (t.language === "en") return sizeInWords(bytes);
  if (bytes < 1024) return t.t("pages.bytes", { count: bytes });
  if (bytes < 1024 * 1024) return `${t.number(Math.max(1, Math.round(bytes / 1024)))} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${t.number(megabytes, { maximumFractionDigits: megabytes < 10 ? 1 : 0 })} MB`;
}

/** A country's name in the reader's language (Intl), English's as the form lists them. */
function countryIn(t: Translator, code: string): string {
  if (!code) return "";
  if (t.language === "en") return countryName(code);
  try {
    return new Intl.DisplayNames([t.tag], { type: "region" }).of(code) ?? countryName(code);
  } catch {
    return countryName(code);
  }
}

function fields(rows: [string, string][]): Html {
  return html`<dl>
${rows.filter(([, value]) => value !== "").map(([label, value]) => html`<dt>${label}</dt><dd dir="auto">${value}</dd>\n`)}</dl>`;
}

function fileList(t: Translator, token: string, files: (LoadedFile | undefined)[]): Html | "" {
  const present = files.filter((f): f is LoadedFile => f !== undefined);
  if (present.length === 0) return "";
  return html`<ul class="status-page__files">
${present.map(
  (f) =>
    html`<li>${INLINE_TYPES.has(f.contentType) ? html`<img src="${statusPath(token)}/files/${f.id}" alt="${f.originalName}" loading="lazy">` : ""}<bdi>${f.originalName}</bdi> (${sizeIn(t, f.size)})</li>\n`,
)}</ul>`;
}

export function renderStatusPage(
  view: StatusPageView,
  assets: PageAssets | undefined,
  language: PageLanguage,
  notice?: string,
): string {
  const { t } = language;
  const { token, application: app, editionName, shown } = view;
  const { form } = app;
  const fileAt = new Map(app.files.map((f) => [f.recordPath, f]));
  const filesUnder = (prefix: string) =>
    app.files
      .filter((f) => f.recordPath.startsWith(`${prefix}.`))
      .sort((a, b) => Number(a.recordPath.split(".").at(-1)) - Number(b.recordPath.split(".").at(-1)));
  const reference = referenceOf(app.id);
  const [shownLabel, shownMessage] = SHOWN_WORDS[shown];
  const files = (list: (LoadedFile | undefined)[]) => fileList(t, token, list);
  return page(
    t.t("pages.statusTitle", { reference, gallery: form.gallery.name }),
    assets,
    language,
    html`<main class="status-page">
<h1>${t.t("pages.yourApplication")}</h1>
${notice ? html`<p role="status"><strong>${notice}</strong></p>` : ""}
${fields([
  [t.t("pages.gallery"), form.gallery.name],
  [t.t("pages.reference"), reference],
  [t.t("pages.edition"), editionName],
  [t.t("pages.submitted"), timeInZone(t, app.submittedAt, view.timeZone)],
  [t.t("pages.changed"), app.changedAt === null ? "" : timeInZone(t, app.changedAt, view.timeZone)],
])}
<p class="status-page__status">${t.t("pages.statusIs")} <strong>${t.t(shownLabel)}</strong></p>
<p>${t.t(shownMessage)}</p>
${boothSection(view.booth, t.t("pages.yourBooth"), t)}
${
  view.letter
    ? html`<section aria-labelledby="letter">
<h2 id="letter">${t.t("pages.committeesLetter")}</h2>
<p><strong>${view.letter.subject}</strong></p>
<p class="status-page__letter">${view.letter.body}</p>
</section>`
    : ""
}
${invoicesSection(t, token, view.invoices ?? [], view.cardPayments ?? false)}
${view.changeRefused === null ? html`<p><a href="${statusPath(token)}/change">${t.t("pages.changeMyApplication")}</a> ${t.t("pages.changeUntil")}</p>` : ""}
${view.changeRefused === "decided" ? html`<p>${t.t("pages.decided")}</p>` : ""}
${view.startFrom ? html`<p><a href="${statusPath(token)}/start">${t.t("pages.startFrom", { edition: view.startFrom })}</a></p>` : ""}
${view.canWithdraw ? html`<p><a href="${statusPath(token)}/withdraw">${t.t("pages.withdrawThis")}</a></p>` : ""}
<section aria-labelledby="sent">
<h2 id="sent">${t.t("pages.asSent")}</h2>
<h3>${t.t("pages.sectorAndProposal")}</h3>
${fields([
  [t.t("pages.sector"), sectorIn(t, form.choice)],
  [
    t.t("pages.booth"),
    isBoothSize(form.proposal.booth) ? t.t(BOOTH_SIZE_WORDS[form.proposal.booth]) : form.proposal.booth,
  ],
  [t.t("pages.pitch"), form.proposal.pitch],
  [t.t("pages.mentorship"), form.proposal.mentorship ? t.t("pages.yes") : t.t("pages.no")],
  [t.t("pages.concept"), form.proposal.concept],
])}
${files(filesUnder("proposal.rendering"))}
<h3>${t.t("pages.artists")}</h3>
${form.artists.map(
  (artist, a) => html`<h4 dir="auto">${artist.first_name} ${artist.last_name}</h4>
${fields([
  [t.t("pages.nationality"), artist.nationality],
  [t.t("pages.born"), artist.born],
  [t.t("pages.biography"), artist.bio],
])}
${artist.artworks.map(
  (work, w) => html`<h5 dir="auto">${work.title || t.t("pages.artworkNumber", { n: w + 1 })}</h5>
${fields([
  [t.t("pages.details"), work.meta],
  [
    t.t("pages.atTheFair"),
    work.presented === "present" ? t.t("pages.thisWork") : work.presented === "similar" ? t.t("pages.similarWork") : "",
  ],
])}
${files([fileAt.get(`artists.${a}.artworks.${w}`)])}`,
)}`,
)}
<h3>${t.t("pages.gallery")}</h3>
${fields([
  [t.t("pages.name"), form.gallery.name],
  [t.t("pages.founded"), form.gallery.year_founded],
  [t.t("pages.locations"), form.gallery.locations],
  [t.t("pages.founders"), form.gallery.founders],
  [t.t("pages.contact"), form.gallery.contact],
  [t.t("pages.email"), form.gallery.email],
  [t.t("pages.website"), form.gallery.website],
  [t.t("pages.socialMedia"), form.gallery.social_media],
  [t.t("pages.highlights"), form.gallery.highlights],
  [t.t("pages.fairs"), form.gallery.fairs],
])}
${form.gallery.pictures.map(
  (picture, p) => html`<h4 dir="auto">${picture.exhibition_title}</h4>
${fields([
  [t.t("pages.artists"), picture.artists],
  [t.t("pages.year"), picture.year],
])}
${files([fileAt.get(`gallery.pictures.${p}`)])}`,
)}
${files(filesUnder("gallery.additional"))}
<h3>${t.t("pages.invoicing")}</h3>
${fields([
  [t.t("pages.company"), form.tax.company],
  [t.t("pages.address"), form.tax.address],
  [t.t("pages.country"), countryIn(t, form.tax.country)],
  [t.t("pages.contact"), form.tax.contact],
  [t.t("pages.taxNumber"), masked(form.tax.number)],
  [t.t("pages.email"), masked(form.tax.email)],
  [t.t("pages.phone"), masked(form.tax.phone)],
])}
<h3>${t.t("pages.proofOfRegistration")}</h3>
${files(filesUnder("proof"))}
</section>
</main>`,
  );
}

export function renderWithdrawPage(
  view: StatusPageView,
  assets: PageAssets | undefined,
  language: PageLanguage,
  problem?: string,
): string {
  const { t } = language;
  const { token, application } = view;
  return page(
    t.t("pages.withdrawTitle", { gallery: application.form.gallery.name }),
    assets,
    language,
    html`<main class="status-page">
<h1>${t.t("pages.withdrawHeading")}</h1>
${problem ? html`<p role="alert"><strong>${problem}</strong></p>` : ""}
<p>${htmlMessage(t, "pages.withdrawText", {
      gallery: html`<strong dir="auto">${application.form.gallery.name}</strong>`,
      reference: referenceOf(application.id),
      edition: view.editionName,
    })}</p>
<form method="post" action="${statusPath(token)}/withdraw">
<input type="hidden" name="_csrf" value="${statusFormToken(token)}">
<input type="hidden" name="confirm" value="yes">
<button type="submit">${t.t("pages.withdrawYes")}</button>
</form>
<p><a href="${statusPath(token)}">${t.t("pages.withdrawNo")}</a></p>
</main>`,
  );
}

/** GET /status/<token>/change once a decision is recorded: the same words whatever the decision. */
export function renderChangeRefusedPage(
  token: string,
  application: Pick<StoredApplication, "id" | "form">,
  assets: PageAssets | undefined,
  language: PageLanguage,
): string {
  const { t } = language;
  return page(
    t.t("pages.changeRefusedTitle", { gallery: application.form.gallery.name }),
    assets,
    language,
    html`<main class="status-page">
<h1>${t.t("pages.changeRefusedHeading")}</h1>
<p role="alert"><strong>${t.t("pages.decided")}</strong></p>
<p>${htmlMessage(t, "pages.changeRefusedText", {
      gallery: html`<strong dir="auto">${application.form.gallery.name}</strong>`,
      reference: referenceOf(application.id),
    })}</p>
<p><a href="${statusPath(token)}">${t.t("pages.backToPage")}</a></p>
</main>`,
  );
}

export function renderLinkForm(
  assets: PageAssets | undefined,
  language: PageLanguage,
  outcome?: { message: string; email: string },
): string {
  const { t } = language;
  return page(
    t.t("pages.linkPageTitle"),
    assets,
    language,
    html`<main class="status-page">
<h1>${t.t("pages.linkPageTitle")}</h1>
<p>${t.t("pages.linkPageText")}</p>
${outcome ? html`<p role="status"><strong>${outcome.message}</strong></p>` : ""}
<form method="post" action="/status/link">
<label for="status-email">${t.t("pages.contactEmailAddress")}</label><br>
<input id="status-email" name="email" type="email" autocomplete="email" required value="${outcome?.email ?? ""}">
<button type="submit">${t.t("pages.emailMeTheLink")}</button>
</form>
</main>`,
  );
}
