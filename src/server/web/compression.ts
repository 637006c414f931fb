/** How answers are compressed on the way out (@fastify/compress); the built assets have their copies made at build time. */
import zlib from "node:zlib";
import type { FastifyCompressOptions } from "@fastify/compress";

const options = (brotliQuality: number): FastifyCompressOptions => ({
  threshold: 1024,
  encodings: ["br", "gzip"],
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } },
  // Request bodies are read as sent: a compressed upload would slip past the size limits.
  globalDecompression: false,
});

/** Pages and JSON over 1 KB: made per answer, so a quick level (the build-time copies use the highest). */
export const COMPRESSION = options(5);

/**
 * For the few answers of hundreds of kilobytes (a 50 × 50 application is 870 KB of JSON): quality 5
 * costs 10 ms there, quality 3 about 3.5 ms for a result 6 % larger. In one call rather than
 * through a compression stream: streamed in 16 KB steps through the thread pool the same answer took
 * 15 ms longer to arrive. The event loop is held those few milliseconds, on a staff-only route.
 */
export const LARGE_ANSWER_COMPRESSION: FastifyCompressOptions = {
  ...options(3),
  // For clients without Brotli (Node's fetch asks for gzip and deflate): level 1 takes 2 ms there
  // against 7 ms at the default 6, for the same size within 1 %.
  zlibOptions: { level: 1 },
  syncThreshold: 4 * 1024 * 1024,
};
