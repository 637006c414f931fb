/** Downscales images off the main thread, one at a time so a batch of large photos never holds several decoded at once. */
import { type DownscaleReply, downscaleBlob, type ImageType, type MakeSurface } from "./downscale-core.ts";

export interface DownscaleRequest {
  id: number;
  blob: Blob;
  type: ImageType;
}

export interface DownscaleResponse {
  id: number;
  reply: DownscaleReply;
}

const offscreenSurface: MakeSurface = (width, height) => {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d");
  return context && { context, encode: (type, quality) => canvas.convertToBlob({ type, quality }) };
};

let queue: Promise<void> = Promise.resolve();

self.onmessage = (event: MessageEvent<DownscaleRequest>) => {
  const { id, blob, type } = event.data;
  queue = queue.then(async () => {
    let reply: DownscaleReply;
    try {
      reply = await downscaleBlob(blob, type, offscreenSurface);
    } catch (error) {
      reply = { outcome: "unsupported", reason: String(error) };
    }
    self.postMessage({ id, reply } satisfies DownscaleResponse);
  });
  // One failed job must not stall the ones queued behind it.
  queue = queue.catch(() => undefined);
};
