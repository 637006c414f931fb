/**
 * Node only, never bundled: serves the built client (dist/client) on a random loopback port so the
 * browser test and the benchmark can open /uploads/scenario.html, which the application server
 * does not serve. Static files, GET only, nothing outside the directory.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const CLIENT_DIR = fileURLToPath(new URL("../dist/client", import.meta.url));
export const SCENARIO_PATH = "/uploads/scenario.html";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
};

export interface ScenarioServer {
  /** The scenario page's address. */
  url: string;
  close(): Promise<void>;
}

export async function serveUploadsScenario(clientDir = CLIENT_DIR): Promise<ScenarioServer> {
  if (!existsSync(path.join(clientDir, SCENARIO_PATH))) {
    throw new Error(`${path.join(clientDir, SCENARIO_PATH)} is missing. Build the client first: npx vite build`);
  }
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const file = path.join(clientDir, pathname);
    if (request.method !== "GET" || !file.startsWith(clientDir + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        "content-type": CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream",
        "cache-control": "no-store",
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${SCENARIO_PATH}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
