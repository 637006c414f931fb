/**
 * The demo's largest application: ten artists with five artworks each, every one with its own
 * picture, title, year, medium and size, some present at the fair and some similar: the one to
 * open the artwork viewer on and page through.
 */
import type { ApplicationForm } from "../../shared/application.ts";
import { exampleApplication } from "../../shared/example-application.ts";

export const FIFTY_ARTWORKS_GALLERY = "Galerie Cinquante";
export const FIFTY_ARTWORKS_EMAIL = "cinquante@demo.example";

const ADJECTIVES = ["Quiet", "Northern", "Borrowed", "Folded", "Late", "Salt", "Open", "Paper", "Second", "Low"];
const NOUNS = ["Harbour", "Light", "Garden", "Window", "Tide", "Orchard", "Study", "Field", "Room", "Horizon"];

export function fiftyArtworksForm(edition: string): ApplicationForm {
  const form = exampleApplication({ edition, artists: 10, artworksPerArtist: 5, galleryPictures: 3 });
  Object.assign(form.gallery, {
    name: FIFTY_ARTWORKS_GALLERY,
    locations: "Brussels\nAntwerp",
    email: FIFTY_ARTWORKS_EMAIL,
    website: "https://cinquante.example",
  });
  form.proposal.booth = "large";
  form.proposal.concept =
    "Fifty works by ten artists hung salon-style, floor to ceiling, on the three walls of the booth: a survey of the gallery's programme since 1998.";
  for (const [a, artist] of form.artists.entries())
    for (const [w, artwork] of artist.artworks.entries()) {
      const k = a * 5 + w;
      // Distinct for every k below 50: the noun moves by one for each further ten.
      artwork.title = `${ADJECTIVES[k % 10]} ${NOUNS[(k * 7 + Math.floor(k / 10)) % 10]}`;
    }
  return form;
}
