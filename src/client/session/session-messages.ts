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
  changedElsewhereTitle: "This application was changed elsewhere",
  changedElsewhere: (version: number) =>
    `Since this page was opened, version ${version} was saved, in another window or by someone else with your link. Sending from this page would be refused, so that it does not undo that change. What you typed here is not saved: open your status page in a new tab to see the saved version, copy anything you need from this page, then reload it.`,
  openStatusPage: "Open your status page in a new tab",
  changedElsewhereShort: "Changed elsewhere since this page opened: sending from here would be refused.",
  whatToDo: "What to do",
} as const;
