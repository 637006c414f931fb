import { describe, expect, it } from "vitest";
import { messages } from "../../../shared/messages.ts";
import { ErrorStore, summaryEntries } from "./error-store.ts";

describe("summaryEntries", () => {
  it("groups by first path segment in the form's order and collapses more than one artist problem", () => {
    const entries = summaryEntries({
      "tax.phone": [messages.taxPhone],
      "artists.0.first_name": [messages.artistFirstName(1)],
      "artists.2.artworks.0.title": [messages.artworkTitle(3, 1)],
      choice: [messages.choice],
      "proof.1.file": [messages.fileInvalid("a.pdf")],
      edition: [messages.edition],
    });
    expect(entries).toEqual([
      { fieldId: "edition", message: messages.edition },
      { fieldId: "choice", message: messages.choice },
      { fieldId: "artists.0.first_name", message: messages.someArtistsIncorrect },
      { fieldId: "tax.phone", message: messages.taxPhone },
      { fieldId: "proof", message: messages.fileInvalid("a.pdf") },
    ]);
  });

  it("keeps a single artist problem in its own words", () => {
    expect(summaryEntries({ "artists.1.bio": [messages.artistBio(2)] })).toEqual([
      { fieldId: "artists.1.bio", message: messages.artistBio(2) },
    ]);
  });
});

describe("ErrorStore", () => {
  it("tells a field only when its own messages change, and drops the server's word on a field that changed", () => {
    const store = new ErrorStore();
    const heard: string[] = [];
    for (const id of ["gallery.name", "tax.phone", "proof"]) store.subscribeField(id, () => heard.push(id));
    store.setClient({ "gallery.name": [messages.galleryName] });
    store.setServer({ "proof.0.file": [messages.fileInvalid("x.pdf")] });
    expect(heard).toEqual(["gallery.name", "proof"]);
    store.setClient({ "gallery.name": [messages.galleryName], "tax.phone": [messages.taxPhone] });
    expect(heard).toEqual(["gallery.name", "proof", "tax.phone"]);
    expect(store.fieldErrors("proof")).toEqual([messages.fileInvalid("x.pdf")]);
    store.forgetServerErrorsAt("proof");
    expect(store.fieldErrors("proof")).toBeUndefined();
    expect(store.summary().map((e) => e.message)).toEqual([messages.galleryName, messages.taxPhone]);
  });
});
