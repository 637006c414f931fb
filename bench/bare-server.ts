/**
 * The baselines: a bare Fastify route answering {}, and the receive floor: Fastify with
 * @fastify/multipart reading every part of a body (nothing else) and answering {}.
 */
import fastifyMultipart from "@fastify/multipart";
import Fastify from "fastify";

const app = Fastify({ logger: false });
await app.register(fastifyMultipart, { limits: { fields: 100_000, parts: 100_000, fieldSize: 10 * 1024 * 1024 } });
app.get("/", async () => ({}));
app.post("/", async () => ({}));
app.post("/receive", async (request) => {
  for await (const part of request.parts()) if (part.type === "file") await part.toBuffer();
  return {};
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
