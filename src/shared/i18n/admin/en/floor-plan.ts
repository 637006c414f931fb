/** The floor plan: halls, booths and their allocation. */
export const floorPlan = {
  /** The page, its saving, importing and exporting. */
  title: "Floor plan of {edition}",
  heading: "Floor plan <caption>of {edition}</caption>",
  backToEdition: "Back to the edition",
  notLoaded: "The floor plan could not be loaded",
  loading: "Loading the floor plan…",
  savePlan: "Save the plan",
  discardChanges: "Discard changes",
  addHall: "Add a hall",
  /** The name a new hall is given, to change at will. */
  newHallName: "Hall {number}",
  unsaved: "Unsaved changes.",
  saved: "The plan was saved.",
  notSaved: "The plan was not saved: {reason}",
  willRefuse: "The server will refuse this plan:",
  boothAdded: "Booth {booth} added to {hall}; save the plan to keep it.",
  importPlan: "Import a plan (JSON or CSV)",
  exportJson: "Export as JSON",
  exportCsv: "Export as CSV",
  drawingSvg: "Drawing with galleries (SVG)",
  printPdf: "To print (A3 PDF)",
  boothListCsv: "Booth list with galleries (CSV)",
  fileNotLoaded: "{file} was not loaded: {reason}",
  notJson: "it is not JSON.",
  /** English has said "halls" for one hall too; kept as it was. */
  fileLoaded: "{file} was loaded: {count, plural, other {# halls}}. Save the plan to keep it.",
  noHall: "The plan has no hall yet. Add one, or import a plan.",

  /** Booth sizes, as a label and inside a sentence. */
  sizeSmall: "Small",
  sizeMedium: "Medium",
  sizeLarge: "Large",
  sizeWord: "{size, select, small {small} medium {medium} large {large} other {no booth size}}",

  /** The capacity beside every decision. */
  boothsAccepted: "Booths accepted:",
  capacity: "{size}: {accepted} of {booths}",
  overCapacity:
    "Accepting makes {after} {size, select, small {small} medium {medium} other {large}} galleries for {booths} {size, select, small {small} medium {medium} other {large}} booths.",
  stillAccept: "You can still accept.",

  /** One hall: its fields, drawing and booth table. */
  unnamedHall: "Unnamed hall",
  hallName: "Hall name",
  hallWidth: "Width (m)",
  hallDepth: "Depth (m)",
  removeHall: "Remove {named, select, yes {{hall}} other {this hall}}",
  drawing:
    "{hall}, {width} by {depth} metres, {count, plural, other {# booths}}, drawn to scale. Edit them in the table below.",
  boothsIn: "Booths in {named, select, yes {{hall}} other {this hall}}, in metres from the hall's top left corner",
  columnId: "Id",
  columnLabel: "Label",
  columnSize: "Size",
  columnWidth: "Width",
  columnDepth: "Depth",
  columnGallery: "Gallery",
  columnRemove: "Remove",
  idOf: "Id of booth {booth}",
  labelOf: "Label of booth {booth}",
  sizeOf: "Size of booth {booth}",
  xOf: "x of booth {booth} (m)",
  yOf: "y of booth {booth} (m)",
  widthOf: "Width of booth {booth} (m)",
  depthOf: "Depth of booth {booth} (m)",
  free: "Free",
  remove: "Remove",
  removeBooth: "Remove booth {booth}",
  addBooth:
    "Add a {size, select, small {small} medium {medium} other {large}} booth to {named, select, yes {{hall}} other {this hall}}",

  /** Giving accepted galleries their booths. */
  allocation: "Allocation",
  gallery: "Gallery",
  chooseGallery: "Choose an accepted gallery",
  booth: "Booth",
  chooseBooth: "Choose a free booth",
  boothOption: "{booth} ({size}, {hall}){fits, select, yes { · fits} other {}}",
  allocate: "Allocate",
  allocateAnyway: "Allocate anyway",
  chooseBoth: "Choose a gallery and a booth.",
  allocated: "{count, plural, one {The booth was allocated.} other {{number} booths were allocated.}}",
  freed: "Booth {booth} was freed.",
  waiting: "Accepted galleries without a booth",
  noneWaiting: "Every accepted gallery has a booth.",
  dragHint: "Drag a gallery onto a booth of the drawing, or choose both above.",
  allocatedBooths: "Allocated booths",
  noneAllocated: "No booth is allocated yet.",
  placed: "Booth {booth}: {gallery}",
  freeBooth: "Free booth {booth}",
  suggest: "Suggest",
  suggestHint: "Fills free booths of the right size with the waiting galleries, in the order they were accepted.",
  suggestBooths: "Suggest booths",
  noFit: "No free booth fits a waiting gallery.",
  /** English has said "booths" for one booth too; kept as it was. */
  proposal: "Proposal: {count, plural, other {# booths}}",
  unplaced: "No free booth of their size for: {galleries}.",
  acceptProposal: "Accept the proposal",
  discard: "Discard",
};

export type FloorPlanWords = Record<keyof typeof floorPlan, string>;
