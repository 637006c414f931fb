/**
 * "Suggest": free booths of the right size for accepted galleries without one. Deterministic:
 * galleries in the order they were accepted (then by id), booths in the plan's order, each size
 * on its own; the same plan and galleries always give the same proposal, whatever order they come in.
 */
import type { BoothSize } from "./limits.ts";

export interface FreeBooth {
  id: string;
  size: BoothSize;
  /** The booth's place in the plan (halls in order, booths in order). */
  position: number;
}

export interface WaitingGallery {
  id: string;
  size: BoothSize;
  acceptedAt: number;
}

export interface Placement {
  applicationId: string;
  boothId: string;
}

export function suggestPlacements(booths: readonly FreeBooth[], galleries: readonly WaitingGallery[]): Placement[] {
  const free = [...booths].sort((a, b) => a.position - b.position || compare(a.id, b.id));
  const waiting = [...galleries].sort((a, b) => a.acceptedAt - b.acceptedAt || compare(a.id, b.id));
  const taken = new Set<string>();
  const placements: Placement[] = [];
  for (const gallery of waiting) {
    const booth = free.find((b) => b.size === gallery.size && !taken.has(b.id));
    if (!booth) continue;
    taken.add(booth.id);
    placements.push({ applicationId: gallery.id, boothId: booth.id });
  }
  return placements;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
