/**
 * Test images and main-thread measurements, made in the browser for the scenario page's test and
 * benchmark. Kept in the page bundle so their callers pass plain data, not functions.
 */

/** A repeatable pseudo-random sequence, so every run draws the same picture. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface PhotoOptions {
  width: number;
  height: number;
  seed?: number;
  /** Top half red and bottom half blue, so a rotation shows where the top went. */
  marked?: boolean;
}

/**
 * A photograph-like JPEG: soft gradients, overlapping translucent shapes and film grain, so it
 * compresses like a photograph (about 1.2 bytes a pixel), not like a flat test card.
 */
export async function makePhoto({ width, height, seed = 1, marked = false }: PhotoOptions): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  const next = random(seed);
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, "#2b4a6f");
  gradient.addColorStop(0.5, "#d9b38c");
  gradient.addColorStop(1, "#3d5c3a");
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  const scale = Math.max(width, height) / 6000;
  for (let i = 0; i < 3000; i++) {
    context.fillStyle = `hsla(${next() * 360}, ${30 + next() * 50}%, ${20 + next() * 60}%, ${0.2 + next() * 0.6})`;
    context.beginPath();
    context.arc(next() * width, next() * height, (5 + next() * 300) * scale, 0, Math.PI * 2);
    context.fill();
  }
  const grain = new OffscreenCanvas(256, 256);
  const grainContext = grain.getContext("2d");
  if (!grainContext) throw new Error("No 2D canvas");
  const pixels = grainContext.createImageData(256, 256);
  for (let i = 0; i < pixels.data.length; i += 4) {
    const value = next() * 255;
    pixels.data.set([value, value, value, 40], i);
  }
  grainContext.putImageData(pixels, 0, 0);
  const pattern = context.createPattern(grain, "repeat");
  if (pattern) {
    context.fillStyle = pattern;
    context.fillRect(0, 0, width, height);
  }
  if (marked) {
    context.fillStyle = "rgb(255, 0, 0)";
    context.fillRect(0, 0, width, height / 2);
    context.fillStyle = "rgb(0, 0, 255)";
    context.fillRect(0, height / 2, width, height / 2);
  }
  return canvas.convertToBlob({ type: "image/jpeg", quality: 0.92 });
}

/** A PNG of pure noise: incompressible, so its size in bytes is about three times its pixel count. */
export async function makeNoisePng(width: number, height: number, seed = 1): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  const next = random(seed);
  const pixels = context.createImageData(width, height);
  for (let i = 0; i < pixels.data.length; i += 4) {
    pixels.data.set([next() * 256, next() * 256, next() * 256, 255], i);
  }
  context.putImageData(pixels, 0, 0);
  return canvas.convertToBlob({ type: "image/png" });
}

export interface DecodedImage {
  width: number;
  height: number;
  /** The colour at the middle of the left and right edges, as [r, g, b]. */
  left: number[];
  right: number[];
}

/** Decodes an image as the browser would show it. */
export async function decodeImage(blob: Blob): Promise<DecodedImage> {
  const bitmap = await createImageBitmap(blob, { imageOrientation: "from-image" });
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  context.drawImage(bitmap, 0, 0);
  const y = Math.floor(bitmap.height / 2);
  const inset = Math.max(1, Math.floor(bitmap.width / 10));
  const colourAt = (x: number) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3));
  const decoded = {
    width: bitmap.width,
    height: bitmap.height,
    left: colourAt(inset),
    right: colourAt(bitmap.width - 1 - inset),
  };
  bitmap.close();
  return decoded;
}

export interface Heartbeat {
  /**
   * Stops listening and returns, in ms: the gaps between frames, how long each key press waited
   * before its handler ran, and how long from each key press to the frame painted after it.
   */
  stop(): { frameGaps: number[]; keyDelays: number[]; keyToPaint: number[]; longTasks: number[] };
}

/**
 * What an applicant feels: the gap between animation frames (a frozen page stops painting) and
 * how long each key press waited before the page could handle it.
 */
export function startHeartbeat(): Heartbeat {
  const frameGaps: number[] = [];
  const keyDelays: number[] = [];
  let last = performance.now();
  let running = true;
  const onFrame = (now: number) => {
    if (!running) return;
    frameGaps.push(now - last);
    last = now;
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame((now) => {
    last = now;
    requestAnimationFrame(onFrame);
  });
  const keyToPaint: number[] = [];
  const onKey = (event: KeyboardEvent) => {
    keyDelays.push(performance.now() - event.timeStamp);
    // A task queued from the next animation frame runs once that frame has been painted.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => keyToPaint.push(performance.now() - event.timeStamp);
      channel.port2.postMessage(null);
    });
  };
  window.addEventListener("keydown", onKey, true);
  // Main-thread tasks over 50 ms, as Chromium reports them: the page's own blocking, which other
  // processes competing for the CPU barely change (unlike frame gaps).
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: "longtask" });
  return {
    stop() {
      running = false;
      window.removeEventListener("keydown", onKey, true);
      for (const entry of observer.takeRecords()) longTasks.push(entry.duration);
      observer.disconnect();
      return { frameGaps, keyDelays, keyToPaint, longTasks };
    },
  };
}
