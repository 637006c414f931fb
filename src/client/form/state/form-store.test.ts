import { describe, expect, it } from "vitest";
import { exampleApplication } from "../../../shared/example-application.ts";
import { toClientForm } from "../client-form.ts";
import { FormStore } from "./form-store.ts";

function storeWithListeners(paths: string[]) {
  const store = new FormStore(toClientForm(exampleApplication({ artists: 3, artworksPerArtist: 3, withFiles: false })));
  const calls = new Map<string, number>();
  for (const path of paths) store.subscribe(path, () => calls.set(path, (calls.get(path) ?? 0) + 1));
  return { store, calls };
}

describe("FormStore", () => {
  it("typing in one field reaches that field and the lists above it, never its siblings", () => {
    const { store, calls } = storeWithListeners([
      "artists.1.artworks.2.title",
      "artists.1.artworks.1.title",
      "artists.0.artworks.2.title",
      "artists.1.artworks",
      "artists",
      "gallery.name",
    ]);
    const before = store.getForm();
    store.set("artists.1.artworks.2.title", "Low Tide");
    expect(store.get("artists.1.artworks.2.title")).toBe("Low Tide");
    expect(Object.fromEntries(calls)).toEqual({ "artists.1.artworks.2.title": 1, "artists.1.artworks": 1, artists: 1 });
    // Untouched branches are shared, so their subscribers see the very same objects.
    expect(store.getForm().gallery).toBe(before.gallery);
    expect(store.getForm().artists[0]).toBe(before.artists[0]);
    expect(store.getForm().artists[1]).not.toBe(before.artists[1]);
  });

  it("replacing a list reaches every field under it, whose index may now hold another row", () => {
    const { store, calls } = storeWithListeners(["artists.1.artworks.2.title", "artists.0.first_name", "gallery.name"]);
    const artworks = store.get<unknown[]>("artists.1.artworks");
    store.set("artists.1.artworks", artworks.slice(1));
    expect(Object.fromEntries(calls)).toEqual({ "artists.1.artworks.2.title": 1 });
    expect(store.get("artists.1.artworks.2.title")).toBeUndefined();
  });

  it("setting the same value again changes nothing and tells no one", () => {
    const { store, calls } = storeWithListeners(["gallery.name"]);
    const observed: string[] = [];
    store.observe((path) => observed.push(path));
    store.set("gallery.name", store.get("gallery.name"));
    expect(calls.size).toBe(0);
    expect(observed).toEqual([]);
    store.set("gallery.name", "Galerie Neu");
    expect(observed).toEqual(["gallery.name"]);
  });

  it("an unsubscribed listener hears nothing more", () => {
    const store = new FormStore(toClientForm(exampleApplication({ withFiles: false })));
    let heard = 0;
    const stop = store.subscribe("tax.phone", () => heard++);
    store.set("tax.phone", "1");
    stop();
    store.set("tax.phone", "2");
    expect(heard).toBe(1);
  });
});
