/**
 * Fits an image within IMAGE_MAX_SIDE before upload: in a Web Worker where the browser has
 * OffscreenCanvas, so typing stays smooth while photos are processed; otherwise on the main thread.
 */

import type { DownscaleRequest, DownscaleResponse } from "./downscale.worker.ts";
import { type DownscaleReply, downscaleBlob, type ImageType, type MakeSurface } from "./downscale-core.ts";
import { nameForType } from "./output-name.ts";

export type DownscaleResult =
  | { outcome: "unchanged"; file: File }
  | { outcome: "scaled"; file: File; width: number; height: number }
  | { outcome: "undecodable" };

let worker: Worker | null | undefined;
let nextRequestId = 1;
const waiting = new Map<number, (reply: DownscaleReply) => void>();

function abandonWorker(reason: string): void {
  worker?.terminate();
  worker = null;
  for (const resolve of waiting.values()) resolve({ outcome: "unsupported", reason });
  waiting.clear();
}

function downscaleWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === "undefined" || typeof OffscreenCanvas === "undefined") return worker;
  if (typeof OffscreenCanvas.prototype.convertToBlob !== "function") return worker;
  try {
    worker = new Worker(new URL("./downscale.worker.ts", import.meta.url), { type: "module" });
  } catch {
    return worker;
  }
  worker.onmessage = (event: MessageEvent<DownscaleResponse>) => {
    const resolve = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    resolve?.(event.data.reply);
  };
  // The script failed to load or crashed (a strict CSP, out of memory): finish on the main thread.
  worker.onerror = (event) => abandonWorker(event.message || "worker error");
  return worker;
}

function inWorker(file: File, type: ImageType): Promise<DownscaleReply> {
  const target = downscaleWorker();
  if (!target) return Promise.resolve({ outcome: "unsupported", reason: "no worker" });
  const id = nextRequestId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    target.postMessage({ id, blob: file, type } satisfies DownscaleRequest);
  });
}

const mainThreadSurface: MakeSurface = (width, height) => {
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (context && typeof canvas.convertToBlob === "function") {
      return { context, encode: (type, quality) => canvas.convertToBlob({ type, quality }) };
    }
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  return (
    context && {
      context,
      encode: (type, quality) =>
        new Promise<Blob>((resolve, reject) =>
          canvas.toBlob(
            (blob) => (blob ? resolve(blob) : reject(new Error("canvas.toBlob gave nothing"))),
            type,
            quality,
          ),
        ),
    }
  );
};

function toResult(file: File, reply: DownscaleReply): DownscaleResult {
  if (reply.outcome === "scaled") {
    const name = nameForType(file.name, reply.blob.type);
    const scaled = new File([reply.blob], name, { type: reply.blob.type, lastModified: file.lastModified });
    return { outcome: "scaled", file: scaled, width: reply.width, height: reply.height };
  }
  if (reply.outcome === "unchanged") return { outcome: "unchanged", file };
  return { outcome: "undecodable" };
}

/** On the main thread only: the fallback, and the benchmark's comparison. */
export async function downscaleOnMainThread(file: File, type: ImageType): Promise<DownscaleResult> {
  const reply = await downscaleBlob(file, type, mainThreadSurface);
  if (reply.outcome === "unsupported") throw new Error(`This browser cannot resize images: ${reply.reason}`);
  return toResult(file, reply);
}

/** Fits `file` within IMAGE_MAX_SIDE; a file already within it comes back untouched (the same object). */
export async function downscaleImage(file: File, type: ImageType): Promise<DownscaleResult> {
  const reply = await inWorker(file, type);
  if (reply.outcome === "unsupported") return downscaleOnMainThread(file, type);
  return toResult(file, reply);
}
