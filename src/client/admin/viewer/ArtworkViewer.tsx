/**
 * The full-screen artwork viewer: one application's pictures in a modal dialog, moved through with
 * ←/→ and Home/End, zoomed (click, +/−, wheel, pinch) and panned, with the juror's scores beside
 * the work. Esc closes it and focus goes back to the picture that opened it (the dialog's own job).
 */
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { isTypingTarget } from "../application/neighbour-keys.ts";
import { t } from "../words.ts";
import { useDecodedNeighbours } from "./decoded-neighbours.ts";
import { PictureStage, type ZoomKeys } from "./PictureStage.tsx";
import { PRESENTED_LABELS } from "./presented.ts";
import { ViewerDiscussion } from "./ViewerDiscussion.tsx";
import { type ScoreKeys, ViewerScores } from "./ViewerScores.tsx";
import type { ViewerItem } from "./viewer-sequence.ts";
import { ZOOM_STEP } from "./zoom.ts";
import "./viewer.css";

/** Shift and an arrow key pan a zoomed picture by this much. */
const PAN_STEP = 120;
const PAN_KEYS: Record<string, [number, number]> = {
  ArrowLeft: [PAN_STEP, 0],
  ArrowRight: [-PAN_STEP, 0],
  ArrowUp: [0, PAN_STEP],
  ArrowDown: [0, -PAN_STEP],
};

export interface ArtworkViewerProps {
  items: ViewerItem[];
  start: number;
  application: { id: string; status: string; next_unreviewed?: string | null };
  onClose: () => void;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/** Enter saves the scores unless it belongs to another control: a link, a text field, a button other than a score. */
function enterSaves(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true;
  if (isTypingTarget(target)) return false;
  const control = target.closest("a, button, summary");
  return !control || control.hasAttribute("data-score");
}

export function ArtworkViewer({ items, start, application, onClose }: ArtworkViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const scoreKeys = useRef<ScoreKeys | null>(null);
  const zoomKeys = useRef<ZoomKeys | null>(null);
  const [index, setIndex] = useState(start);
  const item = items[index] ?? items[0];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The opener keeps the focus it had: showModal remembers it and the closing dialog gives it back.
    element.showModal();
    element.focus();
    return () => {
      if (element.open) element.close();
    };
  }, []);

  // The shown picture and the ones on either side are kept decoded while this one is looked at.
  const around =
    items.length < 2 ? [] : [index, index + 1, index - 1].map((i) => items[wrap(i, items.length)]?.screen ?? "");
  useDecodedNeighbours(around);

  const go = (to: number) => setIndex(wrap(to, items.length));

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
    const keys = scoreKeys.current;
    const pan = event.shiftKey ? PAN_KEYS[event.key] : undefined;
    if (pan) {
      zoomKeys.current?.pan(...pan);
      event.preventDefault();
      return;
    }
    let handled = true;
    switch (event.key) {
      case "+":
      case "=":
        zoomKeys.current?.zoomBy(ZOOM_STEP);
        break;
      case "-":
      case "_":
        zoomKeys.current?.zoomBy(1 / ZOOM_STEP);
        break;
      case "0":
        zoomKeys.current?.fit();
        break;
      case "ArrowRight":
        go(index + 1);
        break;
      case "ArrowLeft":
        go(index - 1);
        break;
      case "Home":
        go(0);
        break;
      case "End":
        go(items.length - 1);
        break;
      case "ArrowDown":
        keys?.move(1);
        break;
      case "ArrowUp":
        keys?.move(-1);
        break;
      case "Enter":
        if (keys && enterSaves(event.target)) keys.save();
        else handled = false;
        break;
      default:
        if (keys && /^[1-5]$/.test(event.key)) keys.score(Number(event.key));
        else handled = false;
    }
    if (handled) event.preventDefault();
  };

  if (!item) return null;
  const presented = item.kind === "artwork" ? PRESENTED_LABELS[item.presented] : "";
  return (
    <dialog
      ref={dialog}
      className="artwork-viewer"
      aria-label={t("application.viewer")}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClose={onClose}
    >
      <div className="viewer-layout">
        <div className="viewer-main">
          <div className="viewer-toolbar">
            <p className="viewer-position" aria-live="polite">
              {t("application.positionOf", { position: String(index + 1), total: String(items.length) })}
            </p>
            <button type="button" className="viewer-button" onClick={() => dialog.current?.close()}>
              {t("application.close")}
            </button>
          </div>
          <PictureStage key={item.id} item={item} keys={zoomKeys} />
          <div className="viewer-nav">
            <button type="button" className="viewer-button" onClick={() => go(index - 1)}>
              {t("application.previousPicture")}
            </button>
            <button type="button" className="viewer-button" onClick={() => go(index + 1)}>
              {t("application.nextPicture")}
            </button>
          </div>
        </div>
        <div className="viewer-side">
          <div className="viewer-caption">
            {item.artist && <p className="viewer-caption__artist">{item.artist}</p>}
            <p className="viewer-caption__title">{item.title}</p>
            {item.details && <p className="viewer-caption__details">{item.details}</p>}
            {presented && (
              <p className={`viewer-caption__presented viewer-caption__presented--${item.presented}`}>{presented}</p>
            )}
            {item.kind !== "artwork" && (
              <p className="viewer-caption__kind">
                {item.kind === "gallery" ? t("application.galleryPicture") : t("application.rendering")}
              </p>
            )}
          </div>
          <ViewerScores applicationId={application.id} status={application.status} keys={scoreKeys} />
          <ViewerDiscussion applicationId={application.id} status={application.status} />
        </div>
      </div>
    </dialog>
  );
}
