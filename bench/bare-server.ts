/** The baseline: a bare Fastify route answering {} on the same machine. */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({}));
app.post("/", async () => ({}));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
