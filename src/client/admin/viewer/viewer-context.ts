/** How a picture anywhere on the application page opens the artwork viewer: by its file's id. */
import { createContext } from "react";

export type OpenViewer = (fileId: string, opener: HTMLElement) => void;

export const ViewerContext = createContext<OpenViewer | null>(null);
