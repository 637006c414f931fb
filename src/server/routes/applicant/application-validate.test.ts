import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type Visitor } from "../../../../test-support/server.ts";
import type { ApplicationForm } from "../../../shared/application.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { applicationFormData, type Encoding } from "../../../shared/form-data.ts";

let server: TestServer;
let visitor: Visitor;
beforeAll(async () => {
  server = await startTestServer();
  visitor = await server.visitor();
});
afterAll(() => server.close());

const long = "x".repeat(60);
const nextYear = String(new Date().getFullYear() + 1);

/** Each spec rule: how to break a valid application, and the message expected at its path. */
const cases: [rule: string, breakIt: (form: ApplicationForm) => void, path: string, message: string][] = [
  [
    "booth required for galleries",
    (f) => {
      f.proposal.booth = "";
    },
    "proposal.booth",
    "Please select a booth size.",
  ],
  [
    "pitch of 50 characters after trimming for platform",
    (f) => {
      f.choice = "platform";
      f.proposal.pitch = `   ${"p".repeat(49)}          `;
    },
    "proposal.pitch",
    "A short description of your program is required.",
  ],
  [
    "at least one artist",
    (f) => {
      f.artists = [];
    },
    "artists",
    "Please add at least one artist.",
  ],
  [
    "artist first name",
    (f) => {
      (f.artists[1] as ApplicationForm["artists"][0]).first_name = "  ";
    },
    "artists.1.first_name",
    "Artist 2: Please provide a first name.",
  ],
  [
    "artist last name",
    (f) => {
      (f.artists[0] as ApplicationForm["artists"][0]).last_name = "";
    },
    "artists.0.last_name",
    "Artist 1: Please provide a last name.",
  ],
  [
    "artist bio of 50 characters",
    (f) => {
      (f.artists[2] as ApplicationForm["artists"][0]).bio = "Too short.";
    },
    "artists.2.bio",
    "Artist 3: Please provide a biography.",
  ],
  [
    "at least one artwork",
    (f) => {
      (f.artists[0] as ApplicationForm["artists"][0]).artworks = [];
    },
    "artists.0.artworks",
    "Artist 1: Please add at least one artwork.",
  ],
  [
    "artwork title",
    (f) => {
      const artwork = f.artists[0]?.artworks[1];
      if (artwork) artwork.title = "";
    },
    "artists.0.artworks.1.title",
    "Artist 1, Artwork 2: Please provide a title.",
  ],
  [
    "artwork presented or similar",
    (f) => {
      const artwork = f.artists[1]?.artworks[2];
      if (artwork) artwork.presented = "";
    },
    "artists.1.artworks.2.presented",
    "Artist 2, Artwork 3: Please indicate if the artwork will be presented or if it's a similar work.",
  ],
  [
    "gallery name",
    (f) => {
      f.gallery.name = "";
    },
    "gallery.name",
    "Please provide the gallery name.",
  ],
  [
    "gallery locations",
    (f) => {
      f.gallery.locations = "\n";
    },
    "gallery.locations",
    "Please provide the gallery locations.",
  ],
  [
    "gallery contact",
    (f) => {
      f.gallery.contact = "";
    },
    "gallery.contact",
    "Please provide a contact person.",
  ],
  [
    "year founded not before 1800",
    (f) => {
      f.gallery.year_founded = "1799";
    },
    "gallery.year_founded",
    "Please provide a valid year the gallery was founded.",
  ],
  [
    "year founded not after this year",
    (f) => {
      f.gallery.year_founded = nextYear;
    },
    "gallery.year_founded",
    "Please provide a valid year the gallery was founded.",
  ],
  [
    "year founded a number",
    (f) => {
      f.gallery.year_founded = "1e3";
    },
    "gallery.year_founded",
    "Please provide a valid year the gallery was founded.",
  ],
  [
    "gallery email",
    (f) => {
      f.gallery.email = "ingrid at nordlicht";
    },
    "gallery.email",
    "Please provide a valid contact email.",
  ],
  [
    "at least one gallery picture",
    (f) => {
      f.gallery.pictures = [];
    },
    "gallery.pictures",
    "Please upload at least one gallery picture.",
  ],
  [
    "picture exhibition title",
    (f) => {
      const picture = f.gallery.pictures[1];
      if (picture) picture.exhibition_title = "";
    },
    "gallery.pictures.1.exhibition_title",
    "Gallery Picture 2: Please provide an exhibition title.",
  ],
  [
    "picture artists",
    (f) => {
      const picture = f.gallery.pictures[0];
      if (picture) picture.artists = "";
    },
    "gallery.pictures.0.artists",
    "Gallery Picture 1: Please provide the artists.",
  ],
  [
    "picture year",
    (f) => {
      const picture = f.gallery.pictures[0];
      if (picture) picture.year = "2020.5";
    },
    "gallery.pictures.0.year",
    "Gallery Picture 1: Please provide a valid year.",
  ],
  [
    "tax company",
    (f) => {
      f.tax.company = "";
    },
    "tax.company",
    "Please provide the company name.",
  ],
  [
    "tax address",
    (f) => {
      f.tax.address = "";
    },
    "tax.address",
    "Please provide the company address.",
  ],
  [
    "tax number",
    (f) => {
      f.tax.number = "";
    },
    "tax.number",
    "Please provide the tax number.",
  ],
  [
    "tax contact",
    (f) => {
      f.tax.contact = "";
    },
    "tax.contact",
    "Please provide a contact person for tax matters.",
  ],
  [
    "tax email",
    (f) => {
      f.tax.email = "accounts@";
    },
    "tax.email",
    "Please provide a valid contact email for tax matters.",
  ],
  [
    "tax phone",
    (f) => {
      f.tax.phone = "";
    },
    "tax.phone",
    "Please provide a contact phone number for tax matters.",
  ],
  [
    "zero-byte file",
    (f) => {
      const proof = f.proof[0];
      if (proof) proof.size = 0;
    },
    "proof.0.file",
    "registration.pdf is not a valid file (note that uploading 'online only' files does not work)",
  ],
  [
    "file over the size limit",
    (f) => {
      const picture = f.gallery.pictures[0];
      if (picture) picture.size = 21 * 1024 * 1024;
    },
    "gallery.pictures.0.file",
    "exhibition-1.jpg is too large",
  ],
  [
    "edition that is not open (server only)",
    (f) => {
      f.edition = "art-fair-1999";
    },
    "edition",
    "This edition is not open for applications.",
  ],
  [
    "text over its length cap (server only)",
    (f) => {
      f.gallery.name = long.repeat(10);
    },
    "gallery.name",
    "Gallery name: Please shorten this to at most 300 characters.",
  ],
];

async function validate(form: ApplicationForm, encoding: Encoding) {
  const response = await visitor.fetch("/application-validate", {
    method: "POST",
    body: applicationFormData(form, { encoding, token: visitor.token }),
  });
  return { status: response.status, body: await response.json() };
}

describe.each<Encoding>(["bracket", "compact"])("validate in the %s encoding", (encoding) => {
  it("accepts the example application", async () => {
    expect(await validate(exampleApplication({ edition: visitor.edition }), encoding)).toEqual({
      status: 200,
      body: { valid: true },
    });
  });

  it.each(cases)("refuses: %s", async (_rule, breakIt, path, message) => {
    const form = exampleApplication({ edition: visitor.edition });
    breakIt(form);
    const { status, body } = await validate(form, encoding);
    expect(status).toBe(422);
    expect(body.message).toBe("The given data was invalid.");
    expect(Object.keys(body.errors)).toEqual([path]);
    expect(body.errors[path]).toEqual([message]);
  });

  it("reports every problem of an empty application at once", async () => {
    const { status, body } = await validate(
      { ...exampleApplication({ edition: visitor.edition, withFiles: false }), choice: "" },
      encoding,
    );
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toEqual(["choice", "gallery.pictures"]);
  });
});

it("accepts years with surrounding spaces and mentorship as true/false", async () => {
  const form = exampleApplication({ edition: visitor.edition });
  form.gallery.year_founded = " 2020 ";
  const body = applicationFormData(form);
  body.set("proposal[mentorship]", "false");
  const response = await visitor.fetch("/application-validate", { method: "POST", body });
  expect(response.status).toBe(200);
});

it("gives both encodings the same errors for the same data", async () => {
  const form = exampleApplication({ edition: visitor.edition });
  // Every rule at once, except those that empty a list and so hide the rules inside it.
  for (const [rule, breakIt] of cases) if (!rule.startsWith("at least one")) breakIt(form);
  const bracket = await validate(form, "bracket");
  const compact = await validate(form, "compact");
  expect(bracket.status).toBe(422);
  expect(Object.keys(bracket.body.errors).length).toBeGreaterThan(20);
  expect(compact).toEqual(bracket);
});
