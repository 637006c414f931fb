/**
 * One hall drawn to scale (one SVG unit a metre). With the mouse: drag a booth to move it, drag on
 * an empty part of the hall to draw a new booth, drop an accepted gallery from the side list onto
 * a booth to allocate it. The booth table below does all of this by keyboard; the drawing repeats
 * it for the eye, so it is one labelled image for screen readers.
 */

import { type PointerEvent, useRef, useState } from "react";
import type { PlanBooth, PlanHall } from "../../../shared/floor-plan.ts";
import { directionOf } from "../../../shared/text-direction.ts";
import { t, words } from "../words.ts";
import { drawnRect, GRID_M, moved } from "./plan-draft.ts";

/** The data type a dragged gallery carries: its application id. */
export const GALLERY_DRAG_TYPE = "application/x-art-fair-application";

type Gesture =
  | { kind: "move"; boothId: string; start: { x: number; y: number }; origin: PlanBooth }
  | { kind: "draw"; start: { x: number; y: number }; now: { x: number; y: number } };

export interface HallDrawingProps {
  hall: PlanHall;
  /** Booth id → the gallery on it. */
  galleries: ReadonlyMap<string, string>;
  /** Booths named by a problem of the plan. */
  faulty: ReadonlySet<string>;
  onBoothChange(booth: PlanBooth): void;
  onDraw(rect: { x_m: number; y_m: number; w_m: number; d_m: number }): void;
  onGalleryDrop(applicationId: string, boothId: string): void;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Metres as the member's language writes them ("7.5", "7,5"), to the millimetre and ungrouped as they always were. */
const metres = (n: number) => words.number(n, { useGrouping: false, maximumFractionDigits: 3 });

export function HallDrawing({ hall, galleries, faulty, onBoothChange, onDraw, onGalleryDrop }: HallDrawingProps) {
  const svg = useRef<SVGSVGElement>(null);
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const [dropTarget, setDropTarget] = useState("");

  /** The pointer in the hall's metres. */
  const metresAt = (event: { clientX: number; clientY: number }) => {
    const matrix = svg.current?.getScreenCTM()?.inverse();
    if (!matrix || !svg.current) return { x: 0, y: 0 };
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    return { x: point.x, y: point.y };
  };

  const startMove = (event: PointerEvent<SVGGElement>, booth: PlanBooth) => {
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setGesture({ kind: "move", boothId: booth.id, start: metresAt(event), origin: booth });
  };
  const startDraw = (event: PointerEvent<SVGRectElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const at = metresAt(event);
    setGesture({ kind: "draw", start: at, now: at });
  };
  const onMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!gesture) return;
    const at = metresAt(event);
    if (gesture.kind === "move")
      onBoothChange(moved(gesture.origin, hall, at.x - gesture.start.x, at.y - gesture.start.y));
    else setGesture({ ...gesture, now: at });
  };
  const onUp = () => {
    if (gesture?.kind === "draw") {
      const rect = drawnRect(hall, gesture.start, gesture.now);
      if (rect.w_m >= 1 && rect.d_m >= 1) onDraw(rect);
    }
    setGesture(null);
  };

  const drawing = gesture?.kind === "draw" ? drawnRect(hall, gesture.start, gesture.now) : undefined;
  const gridLines = [];
  for (let x = 1; x < hall.width_m; x++)
    gridLines.push(<line key={`x${x}`} x1={x} y1={0} x2={x} y2={hall.depth_m} className="plan-grid" />);
  for (let y = 1; y < hall.depth_m; y++)
    gridLines.push(<line key={`y${y}`} x1={0} y1={y} x2={hall.width_m} y2={y} className="plan-grid" />);

  return (
    <svg
      ref={svg}
      className="plan-drawing"
      viewBox={`-0.5 -0.5 ${hall.width_m + 1} ${hall.depth_m + 1}`}
      role="img"
      aria-label={t("floorPlan.drawing", {
        hall: hall.name,
        width: metres(hall.width_m),
        depth: metres(hall.depth_m),
        count: hall.booths.length,
      })}
      onPointerMove={onMove}
      onPointerUp={onUp}
      onPointerCancel={() => setGesture(null)}
      data-grid={GRID_M}
    >
      <rect
        x={0}
        y={0}
        width={hall.width_m}
        height={hall.depth_m}
        className="plan-hall"
        onPointerDown={startDraw}
        data-hall={hall.id}
      />
      {gridLines}
      {hall.booths.map((booth) => {
        const gallery = galleries.get(booth.id);
        const size = Math.min(0.6, booth.d_m / 4, booth.w_m / 3);
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: the mouse's way to move a booth; the booth table is the keyboard's.
          <g
            key={booth.id}
            className={`plan-booth${gallery ? " plan-booth--taken" : ""}${faulty.has(booth.id) ? " plan-booth--faulty" : ""}${dropTarget === booth.id ? " plan-booth--target" : ""}`}
            data-booth={booth.id}
            onPointerDown={(event) => startMove(event, booth)}
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes(GALLERY_DRAG_TYPE)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = "move";
              setDropTarget(booth.id);
            }}
            onDragLeave={() => setDropTarget("")}
            onDrop={(event) => {
              event.preventDefault();
              setDropTarget("");
              const id = event.dataTransfer.getData(GALLERY_DRAG_TYPE);
              if (id) onGalleryDrop(id, booth.id);
            }}
          >
            <rect x={booth.x_m} y={booth.y_m} width={booth.w_m} height={booth.d_m} />
            <text x={round(booth.x_m + booth.w_m / 2)} y={round(booth.y_m + booth.d_m / 2)} fontSize={size}>
              {booth.label}
            </text>
            {gallery && (
              <text
                x={round(booth.x_m + booth.w_m / 2)}
                y={round(booth.y_m + booth.d_m / 2 + size * 1.1)}
                fontSize={size * 0.7}
                // SVG has no dir="auto": a right-to-left name is set right to left by its first letter.
                direction={directionOf(gallery)}
                className="plan-booth__gallery"
              >
                {gallery.length > booth.w_m * 3 ? `${gallery.slice(0, Math.max(1, booth.w_m * 3 - 1))}…` : gallery}
              </text>
            )}
          </g>
        );
      })}
      {drawing && (
        <rect x={drawing.x_m} y={drawing.y_m} width={drawing.w_m} height={drawing.d_m} className="plan-drawn" />
      )}
    </svg>
  );
}
