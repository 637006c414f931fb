/**
 * Realistic example data for demos, tests and benchmarks (the page's `?fake` flag).
 * Deterministic: the same arguments give the same application.
 */
import type { ApplicationForm, Artist, Artwork, GalleryPicture } from "./application.ts";

const FIRST = ["Mira", "Jonas", "Ayumi", "Tomasz", "Leila", "Kwame", "Sofía", "Henrik", "Priya", "Ilse"];
const LAST = ["Okafor", "Lindqvist", "Tanaka", "Nowak", "Haddad", "Mensah", "Ortega", "Berg", "Raman", "Vogel"];
const NATIONS = ["Nigerian", "Swedish", "Japanese", "Polish", "Lebanese", "Ghanaian", "Mexican", "Norwegian"];
const MEDIA = ["oil on canvas", "bronze", "archival pigment print", "ceramic", "mixed media on paper", "video"];
const TITLES = ["Untitled", "Low Tide", "Borrowed Light", "Field Notes", "The Quiet Room", "Afterimage", "Salt"];

export interface ExampleOptions {
  edition?: string;
  artists?: number;
  artworksPerArtist?: number;
  galleryPictures?: number;
  /** File records to attach to every picture and artwork; `null` leaves artworks without images. */
  withFiles?: boolean;
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

export function exampleArtwork(artist: number, index: number, withFile = true): Artwork {
  const year = 2015 + ((artist + index) % 10);
  return {
    title: `${pick(TITLES, artist * 7 + index)} ${index + 1}`,
    meta: `${year}, ${pick(MEDIA, artist + index)}, ${40 + index} × ${60 + artist} cm`,
    presented: index % 3 === 2 ? "similar" : "present",
    filename: withFile ? `artist-${artist + 1}-artwork-${index + 1}.jpg` : "",
    size: withFile ? 180_000 + index : 0,
  };
}

export function exampleArtist(index: number, artworks = 3, withFiles = true): Artist {
  const first = pick(FIRST, index);
  const last = pick(LAST, index * 3 + 1);
  return {
    first_name: first,
    last_name: last,
    nationality: pick(NATIONS, index),
    born: String(1960 + ((index * 7) % 35)),
    bio: `${first} ${last} works between painting and installation, returning again and again to memory, migration and the textures of everyday places. Recent solo exhibitions in Lagos, Oslo and Mexico City.`,
    artworks: Array.from({ length: artworks }, (_, j) => exampleArtwork(index, j, withFiles)),
  };
}

export function exampleGalleryPicture(index: number): GalleryPicture {
  return {
    filename: `exhibition-${index + 1}.jpg`,
    size: 240_000 + index,
    exhibition_title: `${pick(TITLES, index + 3)}: a group show`,
    artists: `${pick(FIRST, index)} ${pick(LAST, index + 1)}, ${pick(FIRST, index + 2)} ${pick(LAST, index + 4)}`,
    year: String(2019 + (index % 6)),
  };
}

export function exampleApplication(options: ExampleOptions = {}): ApplicationForm {
  const withFiles = options.withFiles ?? true;
  return {
    edition: options.edition ?? "demo-2027",
    choice: "galleries",
    sector: "",
    proposal: {
      booth: "medium",
      pitch: "",
      mentorship: true,
      concept:
        "A conversation between three generations of painters working with the light of northern harbours, hung salon-style on the long wall with a single sculpture in the centre of the booth.",
      rendering: withFiles ? [{ filename: "booth-rendering.pdf", size: 95_000 }] : [],
    },
    artists: Array.from({ length: options.artists ?? 3 }, (_, i) =>
      exampleArtist(i, options.artworksPerArtist ?? 3, withFiles),
    ),
    gallery: {
      name: "Galerie Nordlicht",
      year_founded: "1998",
      locations: "Berlin\nOslo",
      founders: "Ingrid Solberg, Paul Adeyemi",
      contact: "Ingrid Solberg",
      email: "ingrid@nordlicht.example",
      website: "https://nordlicht.example",
      social_media: "@galerie.nordlicht",
      highlights: "Represented Norway at the 2019 biennial; first European solo show of Kwame Mensah.",
      fairs: "Art Basel 2023\nFrieze London 2024",
      pictures: withFiles
        ? Array.from({ length: options.galleryPictures ?? 2 }, (_, i) => exampleGalleryPicture(i))
        : [],
      additional: withFiles ? [{ filename: "press-kit.pdf", size: 120_000 }] : [],
    },
    tax: {
      company: "Galerie Nordlicht GmbH",
      address: "Torstraße 12\n10119 Berlin\nGermany",
      country: "DE",
      number: "DE123456789",
      contact: "Paul Adeyemi",
      email: "accounts@nordlicht.example",
      phone: "+49 30 1234567",
    },
    proof: withFiles ? [{ filename: "registration.pdf", size: 60_000 }] : [],
  };
}
