/**
 * The bare fsync floor of the same run (bench/bare-server.ts): Fastify streaming each file part of
 * the galleries' own bodies to a file on disk with fsync, two in flight, nothing else.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import type { ServerProcess } from "../support.ts";
import { ProcessMeter } from "./measure.ts";

export interface Floor {
  mbPerS: number;
  cpuMsPerMb: number;
}

export async function measureFloor(
  bare: ServerProcess,
  bodies: { body: Uint8Array<ArrayBuffer>; contentType: string }[],
  seconds: number,
  inFlight = 2,
): Promise<Floor> {
  const meter = new ProcessMeter();
  meter.track(bare.pid);
  const cpuBefore = await meter.cpuMs();
  const started = performance.now();
  let bytes = 0;
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (performance.now() - started < seconds * 1000) {
          const { body, contentType } = bodies[next++ % bodies.length] as (typeof bodies)[number];
          const response = await fetch(`${bare.url}/receive-to-disk`, {
            method: "POST",
            body,
            headers: { "content-type": contentType },
          });
          const text = await response.text();
          if (response.status !== 200) throw new Error(`the floor answered ${response.status}: ${text.slice(0, 200)}`);
          bytes += body.length;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const megabytes = bytes / 1024 / 1024;
    return { mbPerS: megabytes / elapsed, cpuMsPerMb: ((await meter.cpuMs()) - cpuBefore) / megabytes };
  } finally {
    meter.stop();
    await rm(path.join(bare.dataDir, "floor"), { recursive: true, force: true });
  }
}
