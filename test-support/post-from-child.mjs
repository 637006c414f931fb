// Posts a body with Node's fetch from a process of its own, `times` times, and prints each outcome as
// JSON. In the test's own process the server and the client share one event loop, which hides races
// between an early answer and the client still writing (EPIPE); a second process shows them.
// Usage: node post-from-child.mjs <url> <headers JSON> <body file> <raw|formdata> <times>
import { readFile } from "node:fs/promises";

const [url, headersJson, bodyFile, mode, times] = process.argv.slice(2);
const bytes = await readFile(bodyFile);
const outcomes = [];
for (let i = 0; i < Number(times); i++) {
  let body = bytes;
  if (mode === "formdata") {
    body = new FormData();
    body.append("choice", "galleries");
    body.append("gallery[pictures][0][file]", new Blob([bytes], { type: "image/png" }), "picture.png");
  }
  try {
    const response = await fetch(url, { method: "POST", headers: JSON.parse(headersJson), body });
    outcomes.push({ status: response.status, body: await response.text() });
  } catch (error) {
    outcomes.push({ error: `${error.message} ${error.cause?.code ?? error.cause?.message ?? ""}`.trim() });
  }
}
process.stdout.write(JSON.stringify(outcomes));
