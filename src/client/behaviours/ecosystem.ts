/** The ecosystem pages' behaviours, on top of server-rendered HTML. Module scripts run once the page is parsed. */
import "./ecosystem.css";
import { layOutGalleries } from "./gallery-layout.ts";
import { installPictureDialog } from "./picture-dialog.ts";
import { installPictureOpeners } from "./picture-openers.ts";
import { restoreScroll } from "./scroll-restoration.ts";
import { installSequenceClearing } from "./sequence-clearing.ts";
import { showSequenceNavigation } from "./sequence-navigation.ts";
import { installSequenceStorage, nameSequenceEntries } from "./sequence-storage.ts";

layOutGalleries(document);
nameSequenceEntries(document);
restoreScroll(window);
// Clearing first: a click that stores a new sequence must not be undone by the clearing listener.
installSequenceClearing(document, window);
installSequenceStorage(document, window);
showSequenceNavigation(window);
installPictureDialog(window);
installPictureOpeners(window);
