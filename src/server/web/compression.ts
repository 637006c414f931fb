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
 * For the few answers of hundreds of kilobytes (a 50 × 50 application is 850 KB of JSON): quality 5
 * costs 11 ms there, quality 3 about 4.5 ms for a result 15 % larger.
 */
export const LARGE_ANSWER_COMPRESSION = options(3);
