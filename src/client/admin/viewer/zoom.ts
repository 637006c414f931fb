/**
 * The viewer's zoom and pan as plain numbers: a scale (1 fits the stage) and an offset of the
 * picture's centre from the stage's centre, in CSS pixels. Zooming keeps the point under the
 * pointer (or the fingers) where it is, as maps and photo apps do.
 */
export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export const FITTED: Zoom = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 8;
/** One press of + or a click: enough to see brushwork on a fitted painting. */
export const ZOOM_STEP = 1.5;
export const CLICK_SCALE = 2.5;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Zooms to `scale` around `point` (relative to the stage's centre). */
export function zoomAt(zoom: Zoom, scale: number, point: { x: number; y: number } = { x: 0, y: 0 }): Zoom {
  const next = clamp(scale, 1, MAX_SCALE);
  if (next === 1) return FITTED;
  const ratio = next / zoom.scale;
  return { scale: next, x: point.x - (point.x - zoom.x) * ratio, y: point.y - (point.y - zoom.y) * ratio };
}

/**
 * Moves the picture by (dx, dy), never so far that its edge leaves the stage's centre: there is
 * always some picture to come back to. `size` is the fitted picture's size.
 */
export function panBy(zoom: Zoom, dx: number, dy: number, size: { width: number; height: number }): Zoom {
  if (zoom.scale === 1) return FITTED;
  const limitX = (size.width * zoom.scale) / 2;
  const limitY = (size.height * zoom.scale) / 2;
  return { scale: zoom.scale, x: clamp(zoom.x + dx, -limitX, limitX), y: clamp(zoom.y + dy, -limitY, limitY) };
}

/**
 * Whether the zoomed picture now shows more device pixels than the screen-sized variant has. A
 * fitted picture never asks for the original, even on a dense screen: its bytes wait for a zoom.
 */
export function needsOriginal(zoom: Zoom, fittedWidth: number, variantWidth: number, pixelRatio: number): boolean {
  return zoom.scale > 1 && variantWidth > 0 && fittedWidth * zoom.scale * pixelRatio > variantWidth * 1.05;
}
