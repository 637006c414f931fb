/**
 * Holds the application page's artwork viewer: every picture button below it opens the viewer on
 * the whole application's sequence, and "Save and next" arrives with the viewer opening at once.
 */
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import type { ApplicationDetail } from "../../../shared/api/applications.ts";
import { ArtworkViewer } from "./ArtworkViewer.tsx";
import { ViewerContext } from "./viewer-context.ts";
import { viewerSequence } from "./viewer-sequence.ts";

interface Shown {
  index: number;
  opener: HTMLElement | null;
}

function arrivedToLook(): boolean {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null && (state as { openViewer?: unknown }).openViewer === true;
}

export function ViewerProvider({ application, children }: { application: ApplicationDetail; children: ReactNode }) {
  const items = useMemo(() => viewerSequence(application), [application]);
  const [shown, setShown] = useState<Shown | null>(null);

  const open = useCallback(
    (fileId: string, opener: HTMLElement) => {
      const index = items.findIndex((item) => item.id === fileId);
      if (index < 0) return;
      // Safari does not focus a clicked button: the dialog gives focus back to whatever had it.
      opener.focus({ preventScroll: true });
      setShown({ index, opener });
    },
    [items],
  );

  useEffect(() => {
    if (!arrivedToLook() || items.length === 0) return;
    // Once only: going back to this page later shows the page, not the viewer.
    window.history.replaceState({ ...window.history.state, openViewer: false }, "");
    setShown({ index: 0, opener: null });
  }, [items]);

  const close = () => {
    const opener = shown?.opener;
    setShown(null);
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  };

  return (
    <ViewerContext value={open}>
      {children}
      {shown && <ArtworkViewer items={items} start={shown.index} application={application} onClose={close} />}
    </ViewerContext>
  );
}
