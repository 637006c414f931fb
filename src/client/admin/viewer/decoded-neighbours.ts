/**
 * Keeps the pictures beside the shown one fetched and decoded, so → paints one at once. A fetched
 * picture alone is not enough: decoding a 1600 px JPEG still takes a worker 25 ms or more, and a
 * picture no element refers to any more loses its decoded pixels. Holding each one in an Image
 * whose decode() has run keeps them in the browser's decoded-image cache.
 */
import { useEffect, useRef } from "react";

const decode = (src: string) => {
  const image = new Image();
  image.decoding = "async";
  image.src = src;
  image.decode().catch(() => undefined);
  return image;
};

/** Holds `around` (the shown picture first) decoded; pictures that drop out of it are let go. */
export function useDecodedNeighbours(around: string[]): void {
  const held = useRef(new Map<string, HTMLImageElement>());
  const key = around.join("\n");

  useEffect(() => {
    const wanted = key.split("\n").filter(Boolean);
    const images = held.current;
    for (const [src, image] of images) {
      if (wanted.includes(src)) continue;
      // Cancels a fetch still under way for a picture already passed.
      image.src = "";
      images.delete(src);
    }
    if (wanted.length === 0) return;
    // Only once the shown picture is drawn and decoded: sooner, the neighbours would compete with
    // it for the connection, the main thread and the decoding workers.
    const hold = (src: string) => {
      const image = images.get(src) ?? decode(src);
      images.set(src, image);
      return image;
    };
    let cancelled = false;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        const [shown = "", ...neighbours] = wanted;
        hold(shown)
          .decode()
          .catch(() => undefined)
          .then(() => {
            if (!cancelled) for (const src of neighbours) hold(src);
          });
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [key]);

  useEffect(() => {
    const images = held.current;
    return () => {
      for (const image of images.values()) image.src = "";
      images.clear();
    };
  }, []);
}
