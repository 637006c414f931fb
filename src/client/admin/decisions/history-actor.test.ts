import { describe, expect, it } from "vitest";
import { historyActor } from "./history-actor.ts";

describe("who made a status change", () => {
  it("names the member, by email when they have no name", () => {
    expect(historyActor({ by: { email: "ada@fair.example", name: "Ada Admin" }, via: "back-office" })).toBe(
      "Ada Admin",
    );
    expect(historyActor({ by: { email: "ada@fair.example", name: "" }, via: "back-office" })).toBe("ada@fair.example");
  });

  it("says where a change without a member came from", () => {
    expect(historyActor({ by: null, via: "cli" })).toBe("Command line");
    expect(historyActor({ by: null, via: "demo" })).toBe("Demo data");
    expect(historyActor({ by: null, via: "applicant" })).toBe("The applicant");
    expect(historyActor({ by: null, via: "something new" })).toBe("Unknown");
  });
});
