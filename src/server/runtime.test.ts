/**
 * The server runs on a supported Node.js LTS: 20 stopped receiving security fixes on 2026-04-30,
 * and this server takes uploads from the public internet. The production process (the same
 * command `npm start` runs, with Node's own type stripping) says which runtime it is on.
 */
import { afterAll, describe, expect, it } from "vitest";
import { type Instance, startInstance } from "../../test-support/instance.ts";

const MINIMUM_MAJOR = 24;

describe("the runtime", () => {
  let instance: Instance | undefined;
  afterAll(() => instance?.stop());

  it(`is Node.js ${MINIMUM_MAJOR} or later, as the server itself reports at start`, async () => {
    instance = await startInstance({});
    const reported = /\(Node\.js v(\d+)\.\d+\.\d+\)/.exec(instance.output());
    expect(reported, instance.output()).not.toBeNull();
    expect(Number(reported?.[1])).toBeGreaterThanOrEqual(MINIMUM_MAJOR);
  });

  it("runs the tests on the same runtime", () => {
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(MINIMUM_MAJOR);
  });
});
