/**
 * The baselines: a bare Fastify route answering {}; the receive floor, Fastify with
 * @fastify/multipart reading every part of a body (nothing else) and answering {}; and the receive
 * floor of a submission, which streams each file part to a file on disk (fsync before close, as the
 * file store does; `?flush=0` without) and answers {}. The benchmark empties DATA_DIR/floor between runs.
 */
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import fastifyMultipart from "@fastify/multipart";
import Fastify from "fastify";

const app = Fastify({ logger: false });
await app.register(fastifyMultipart, {
  limits: { fields: 100_000, parts: 100_000, fieldSize: 10 * 1024 * 1024, fileSize: 1024 * 1024 * 1024 },
});
app.get("/", async () => ({}));
app.post("/", async () => ({}));
app.post("/receive", async (request) => {
  for await (const part of request.parts()) if (part.type === "file") await part.toBuffer();
  return {};
});

const folder = path.join(process.env.DATA_DIR ?? ".", "floor");
app.post("/receive-to-disk", async (request) => {
  const flush = (request.query as { flush?: string }).flush !== "0";
  await mkdir(folder, { recursive: true });
  for await (const part of request.parts()) {
    if (part.type !== "file") continue;
    await pipeline(part.file, createWriteStream(path.join(folder, randomUUID()), { flags: "wx", flush }));
  }
  return {};
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
