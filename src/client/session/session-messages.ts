/** Words about the session, the connection and leaving the page (issue 13). */
export const sessionMessages = {
  endedTitle: "Your session has ended",
  endedSaved:
    "Nothing was sent. Everything you entered, files included, is saved in this browser: reload the page and answer OK when asked to load it, and it all comes back.",
  endedNotSaved:
    "Nothing was sent. This browser would not keep a copy of what you entered: copy anything you need before you reload the page.",
  reload: "Reload the page",
  connectionLost: "Connection to the server lost, retrying…",
  leavingWhileSending:
    "Please stay on this page until sending is finished. If you leave, sending stops; what you entered, files included, stays saved in this browser and is offered again on your next visit.",
  keptHere: "Everything you entered is still here.",
} as const;
