/**
 * What each sector is asked (spec section 3): the booth size and booth renderings only for
 * galleries, the program's pitch only for the platform. Whatever the page hides for the chosen
 * sector is neither sent nor stored; the browser applies this before sending and the server
 * again on receipt, so no client can store a platform application with a booth.
 */
interface SectorFields {
  choice: string;
  proposal: { booth: string; pitch: string; rendering: readonly unknown[] };
}

export function showsBooth(choice: string): boolean {
  return choice === "galleries";
}

export function showsPitch(choice: string): boolean {
  return choice === "platform";
}

/** The form with the fields hidden for its sector emptied; the same object when nothing is hidden. */
export function keepSectorFields<T extends SectorFields>(form: T): T {
  if (form.choice === "") return form;
  const booth = showsBooth(form.choice);
  const pitch = showsPitch(form.choice);
  const { proposal } = form;
  if ((booth || (proposal.booth === "" && proposal.rendering.length === 0)) && (pitch || proposal.pitch === ""))
    return form;
  return {
    ...form,
    proposal: {
      ...proposal,
      booth: booth ? proposal.booth : "",
      rendering: booth ? proposal.rendering : [],
      pitch: pitch ? proposal.pitch : "",
    },
  };
}
