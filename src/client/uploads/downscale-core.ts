/**
 * Downscaling one image to fit within IMAGE_MAX_SIDE, shared by the Web Worker and the
 * main-thread fallback; only where the canvas comes from differs.
 */
import { IMAGE_MAX_SIDE } from "../../shared/limits.ts";
import { fitWithin } from "./fit-within.ts";

export type ImageType = "image/jpeg" | "image/png" | "image/webp";

export type DownscaleReply =
  | { outcome: "unchanged" }
  | { outcome: "scaled"; blob: Blob; width: number; height: number }
  /** The bytes are not an image this browser can decode. */
  | { outcome: "undecodable" }
  /** This environment cannot do it (no 2D context, no encoder); another may. */
  | { outcome: "unsupported"; reason: string };

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface Surface {
  context: Context2D;
  encode(type: string, quality?: number): Promise<Blob>;
}

export type MakeSurface = (width: number, height: number) => Surface | null;

/** Near-invisible loss for photographs at a third of the size of 0.95 and above. */
export const JPEG_QUALITY = 0.9;

/** A PNG is re-encoded as JPEG only when that at least halves it: photographs saved as PNG, not graphics. */
const PNG_TO_JPEG_GAIN = 0.5;

export async function downscaleBlob(
  blob: Blob,
  type: ImageType,
  makeSurface: MakeSurface,
  maxSide = IMAGE_MAX_SIDE,
): Promise<DownscaleReply> {
  let bitmap: ImageBitmap;
  try {
    // The width and height then are those the viewer sees: a portrait photo stored sideways
    // with EXIF orientation 6 comes out portrait, and the output (without EXIF) stays so.
    bitmap = await createImageBitmap(blob, { imageOrientation: "from-image" });
  } catch {
    return { outcome: "undecodable" };
  }
  try {
    const target = fitWithin(bitmap.width, bitmap.height, maxSide);
    if (target.width === bitmap.width && target.height === bitmap.height) return { outcome: "unchanged" };
    const surface = makeSurface(target.width, target.height);
    if (!surface) return { outcome: "unsupported", reason: "no 2D canvas" };
    surface.context.imageSmoothingEnabled = true;
    surface.context.imageSmoothingQuality = "high";
    surface.context.drawImage(bitmap, 0, 0, target.width, target.height);
    bitmap.close(); // frees the full-size pixels (96 MB for 24 MP) before encoding; closing twice is harmless
    const encoded = await encode(surface, type, target.width, target.height);
    return { outcome: "scaled", blob: encoded, ...target };
  } finally {
    bitmap.close();
  }
}

/**
 * JPEG stays JPEG. PNG stays PNG (it may be a graphic, or transparent) unless it is an opaque
 * photograph, where JPEG is commonly a fifth of the size. WebP stays WebP (already compact, keeps
 * transparency); where the browser cannot encode WebP, it becomes PNG or JPEG by the same rule.
 */
async function encode(surface: Surface, type: ImageType, width: number, height: number): Promise<Blob> {
  if (type === "image/jpeg") return surface.encode("image/jpeg", JPEG_QUALITY);
  if (type === "image/webp") {
    const webp = await surface.encode("image/webp", JPEG_QUALITY);
    // Encoders fall back to PNG for types they lack (https://html.spec.whatwg.org/#a-serialisation-of-the-bitmap-as-a-file).
    if (webp.type === "image/webp") return webp;
  }
  const png = await surface.encode("image/png");
  if (hasTransparency(surface.context, width, height)) return png;
  const jpeg = await surface.encode("image/jpeg", JPEG_QUALITY);
  return jpeg.size < png.size * PNG_TO_JPEG_GAIN ? jpeg : png;
}

function hasTransparency(context: Context2D, width: number, height: number): boolean {
  const { data } = context.getImageData(0, 0, width, height);
  for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha] !== 255) return true;
  return false;
}
