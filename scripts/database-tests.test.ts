import { describe, expect, it } from "vitest";
import { databaseTestFiles } from "./database-tests.ts";

describe("the test files the PostgreSQL pass runs", () => {
  const files = databaseTestFiles();

  it("holds those that take their database from TEST_DATABASE_URL, directly or through the test server", () => {
    expect(files).toContain("src/server/store/migrate-concurrently.test.ts");
    expect(files).toContain("src/server/routes/admin/guard.test.ts");
    expect(files).toContain("src/server/reviews/blind-rule.test.ts");
  });

  it("leaves out the rules, formats, components and the demo, which runs on an SQLite file of its own", () => {
    expect(files).not.toContain("src/shared/rules.test.ts");
    expect(files).not.toContain("src/client/admin/viewer/zoom.test.ts");
    expect(files).not.toContain("src/server/demo/demo.test.ts");
  });
});
