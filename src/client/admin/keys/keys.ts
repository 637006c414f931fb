/**
 * Every key of the back office, in one place: the "?" dialog lists exactly these, so a key added
 * anywhere in the back office is added here too (the picture viewer's keys are its own, below).
 */

export interface KeyBinding {
  /** As shown to the member, one entry per key or range ("j", "← →", "1–5"). */
  keys: readonly string[];
  does: string;
}

export interface KeyGroup {
  where: string;
  bindings: readonly KeyBinding[];
}

export const KEY_GROUPS: readonly KeyGroup[] = [
  {
    where: "Every page",
    bindings: [{ keys: ["?"], does: "Show this list of keys" }],
  },
  {
    where: "An application",
    bindings: [
      { keys: ["j"], does: "Next application (of the list or of my queue it was opened from)" },
      { keys: ["k"], does: "Previous application" },
    ],
  },
  {
    where: "The picture viewer",
    bindings: [
      { keys: ["←", "→"], does: "Previous and next picture" },
      { keys: ["Home", "End"], does: "First and last picture" },
      { keys: ["+", "−"], does: "Zoom in and out" },
      { keys: ["0"], does: "Fit the picture to the screen" },
      { keys: ["Shift", "←↑→↓"], does: "Move a zoomed picture" },
      { keys: ["Esc"], does: "Close the viewer" },
      { keys: ["1–5"], does: "Score the marked criterion" },
      { keys: ["↑", "↓"], does: "Mark the previous or next criterion" },
      { keys: ["Enter"], does: "Save the scores" },
    ],
  },
];
