/**
 * One picture of the viewer, fitted to the stage and zoomed with a click, the wheel, two fingers,
 * the buttons or the keys the viewer passes on; dragged to pan once zoomed. The screen-sized
 * variant is shown first and the original fetched only when the zoom goes past its pixels.
 */
import { type PointerEvent, type RefObject, useEffect, useRef, useState } from "react";
import { t } from "../words.ts";
import type { ViewerItem } from "./viewer-sequence.ts";
import { CLICK_SCALE, FITTED, needsOriginal, panBy, ZOOM_STEP, type Zoom, zoomAt } from "./zoom.ts";

export interface ZoomKeys {
  zoomBy(factor: number): void;
  fit(): void;
  pan(dx: number, dy: number): void;
}

interface Pointer {
  x: number;
  y: number;
}

/** Movement below this many pixels is still a click, not a drag. */
const CLICK_SLOP = 6;

const distance = (a: Pointer, b: Pointer) => Math.hypot(a.x - b.x, a.y - b.y);

export function PictureStage({ item, keys }: { item: ViewerItem; keys: RefObject<ZoomKeys | null> }) {
  const [zoom, setZoom] = useState<Zoom>(FITTED);
  const [original, setOriginal] = useState(false);
  // Zooming may come before the screen-sized picture has arrived: its width is only known on load.
  const [loadedWidth, setLoadedWidth] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const pointers = useRef(new Map<number, Pointer>());
  const gesture = useRef({ moved: 0, pinchDistance: 0, pinchZoom: FITTED });

  /** A point on the screen relative to the stage's centre, where the zoom's offsets are measured. */
  const fromCentre = (clientX: number, clientY: number) => {
    const box = stage.current?.getBoundingClientRect();
    if (!box) return { x: 0, y: 0 };
    return { x: clientX - box.left - box.width / 2, y: clientY - box.top - box.height / 2 };
  };
  const fittedSize = () => ({ width: image.current?.offsetWidth ?? 0, height: image.current?.offsetHeight ?? 0 });

  useEffect(() => {
    keys.current = {
      zoomBy: (factor) => setZoom((current) => zoomAt(current, current.scale * factor)),
      fit: () => setZoom(FITTED),
      pan: (dx, dy) => setZoom((current) => panBy(current, dx, dy, fittedSize())),
    };
    return () => {
      keys.current = null;
    };
  });

  // React's wheel listener is passive: this one may keep the page from scrolling while zooming.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const point = fromCentre(event.clientX, event.clientY);
      setZoom((current) => zoomAt(current, current.scale * Math.exp(-event.deltaY * 0.002), point));
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  });

  // A picture decoded ahead (decoded-neighbours.ts) is complete as the stage mounts, and its load
  // event was seen to go missing then: without its width, zooming never fetched the original.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth > 0) setLoadedWidth(img.naturalWidth);
  }, []);

  useEffect(() => {
    const img = image.current;
    if (!original && img && needsOriginal(zoom, img.offsetWidth, loadedWidth, window.devicePixelRatio || 1))
      setOriginal(true);
  }, [zoom, original, loadedWidth]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) gesture.current.moved = 0;
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [Pointer, Pointer];
      gesture.current.pinchDistance = distance(a, b);
      gesture.current.pinchZoom = zoom;
      gesture.current.moved = CLICK_SLOP;
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    if (pointers.current.size >= 2) {
      const [a, b] = [...pointers.current.values()] as [Pointer, Pointer];
      const { pinchDistance, pinchZoom } = gesture.current;
      if (pinchDistance > 0) {
        const middle = fromCentre((a.x + b.x) / 2, (a.y + b.y) / 2);
        setZoom(zoomAt(pinchZoom, (pinchZoom.scale * distance(a, b)) / pinchDistance, middle));
      }
      return;
    }
    gesture.current.moved += Math.abs(now.x - last.x) + Math.abs(now.y - last.y);
    if (gesture.current.moved >= CLICK_SLOP)
      setZoom((current) => panBy(current, now.x - last.x, now.y - last.y, fittedSize()));
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    if (pointers.current.size > 0 || gesture.current.moved >= CLICK_SLOP) return;
    if (event.type !== "pointerup") return;
    const point = fromCentre(event.clientX, event.clientY);
    setZoom((current) => (current.scale > 1 ? FITTED : zoomAt(current, CLICK_SCALE, point)));
  };

  const zoomed = zoom.scale > 1;
  return (
    <div className="viewer-stage-frame">
      <div
        ref={stage}
        className={`viewer-stage${zoomed ? " viewer-stage--zoomed" : ""}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <img
          ref={image}
          className="viewer-image"
          src={original ? item.full : item.screen}
          alt={item.label}
          elementtiming="viewer-image"
          draggable={false}
          onLoad={(event) => setLoadedWidth(event.currentTarget.naturalWidth)}
          style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
        />
      </div>
      <div className="viewer-zoom">
        <button
          type="button"
          className="viewer-button"
          aria-keyshortcuts="-"
          onClick={() => setZoom((current) => zoomAt(current, current.scale / ZOOM_STEP))}
        >
          {t("application.zoomOut")}
        </button>
        <span className="viewer-zoom__level">{`${Math.round(zoom.scale * 100)} %`}</span>
        <button
          type="button"
          className="viewer-button"
          aria-keyshortcuts="+"
          onClick={() => setZoom((current) => zoomAt(current, current.scale * ZOOM_STEP))}
        >
          {t("application.zoomIn")}
        </button>
        <button type="button" className="viewer-button" aria-keyshortcuts="0" onClick={() => setZoom(FITTED)}>
          {t("application.fit")}
        </button>
      </div>
    </div>
  );
}
