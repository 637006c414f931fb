/**
 * Who changed an application (a member in the back office, the command line, the demo, the gallery
 * itself): the status history, booth allocations and letters record it. Its own file so that the
 * booths and letters can name it without importing the status machinery that calls them.
 */

/** "applicant": the gallery itself, from its status page (a withdrawal). */
export type Via = "back-office" | "cli" | "demo" | "applicant" | "card";

export interface Actor {
  staffId: string | null;
  via: Via;
}

export const COMMAND_LINE: Actor = { staffId: null, via: "cli" };
export const APPLICANT: Actor = { staffId: null, via: "applicant" };
