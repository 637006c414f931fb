/**
 * One artwork row's place in the list: the row itself when it is near the viewport (or holds
 * focus, or is pinned), otherwise an empty box of the row's last height. See artwork-window.ts.
 */
import { memo, useCallback, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { useFormContext } from "../state/hooks.ts";
import { ArtworkFieldset } from "./ArtworkFieldset.tsx";

export const ArtworkSlot = memo(function ArtworkSlot({
  artworkKey,
  artistIndex,
  index,
}: {
  artworkKey: string;
  artistIndex: number;
  index: number;
}) {
  const { artworkWindow } = useFormContext();
  const ref = useRef<HTMLDivElement>(null);
  const subscribe = useCallback(
    (listener: () => void) => artworkWindow.subscribe(artworkKey, listener),
    [artworkWindow, artworkKey],
  );
  const rendered = useSyncExternalStore(subscribe, () => artworkWindow.isRendered(artworkKey));
  useLayoutEffect(() => {
    const slot = ref.current;
    if (!slot) return;
    // A focused row stays rendered however far it is scrolled.
    const onFocusIn = () => artworkWindow.pin(artworkKey);
    const onFocusOut = (event: FocusEvent) => {
      if (!slot.contains(event.relatedTarget as Node | null)) artworkWindow.unpin(artworkKey);
    };
    slot.addEventListener("focusin", onFocusIn);
    slot.addEventListener("focusout", onFocusOut);
    const stopWatching = artworkWindow.watch(artworkKey, slot);
    return () => {
      slot.removeEventListener("focusin", onFocusIn);
      slot.removeEventListener("focusout", onFocusOut);
      stopWatching();
    };
  }, [artworkWindow, artworkKey]);
  return (
    <div
      ref={ref}
      className="artwork-slot"
      style={rendered ? undefined : { height: artworkWindow.heightOf(artworkKey) }}
    >
      {rendered && <ArtworkFieldset artistIndex={artistIndex} index={index} />}
    </div>
  );
});
