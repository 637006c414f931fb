/**
 * Every key of the back office, in one place: the "?" dialog lists exactly these, so a key added
 * anywhere in the back office is added here too (the picture viewer's keys are its own, below).
 */
import type { AdminKey } from "../../../shared/i18n/admin/catalog.ts";

export interface KeyBinding {
  /** As shown to the member, one entry per key or range ("j", "← →", "1–5"); a key with a name is its message. */
  keys: readonly (string | { named: AdminKey })[];
  does: AdminKey;
}

export interface KeyGroup {
  /** The group's section id: the same in every language. */
  id: string;
  where: AdminKey;
  bindings: readonly KeyBinding[];
}

export const KEY_GROUPS: readonly KeyGroup[] = [
  {
    id: "every-page",
    where: "common.keysEveryPage",
    bindings: [{ keys: ["?"], does: "common.keysShowList" }],
  },
  {
    id: "an-application",
    where: "common.keysApplication",
    bindings: [
      { keys: ["j"], does: "common.keysNextApplication" },
      { keys: ["k"], does: "common.keysPreviousApplication" },
    ],
  },
  {
    id: "the-picture-viewer",
    where: "common.keysViewer",
    bindings: [
      { keys: ["←", "→"], does: "common.keysPreviousNextPicture" },
      { keys: [{ named: "common.keyHome" }, { named: "common.keyEnd" }], does: "common.keysFirstLastPicture" },
      { keys: ["+", "−"], does: "common.keysZoom" },
      { keys: ["0"], does: "common.keysFit" },
      { keys: [{ named: "common.keyShift" }, "←↑→↓"], does: "common.keysMove" },
      { keys: ["Esc"], does: "common.keysCloseViewer" },
      { keys: ["1–5"], does: "common.keysScore" },
      { keys: ["↑", "↓"], does: "common.keysMarkCriterion" },
      { keys: [{ named: "common.keyEnter" }], does: "common.keysSaveScores" },
    ],
  },
];
