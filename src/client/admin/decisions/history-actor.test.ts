import { describe, expect, it } from "vitest";
import type { AdminKey, BackOfficeLanguage } from "../../../shared/i18n/admin/catalog.ts";
import { ADMIN_CATALOGS } from "../../../shared/i18n/admin/index.ts";
import { translatorOver } from "../../../shared/i18n/format.ts";
import { historyActor } from "./history-actor.ts";

const wordsIn = (language: BackOfficeLanguage) =>
  translatorOver<AdminKey>(language, ADMIN_CATALOGS[language] as unknown as Parameters<typeof translatorOver>[1]);
const english = wordsIn("en");
const german = wordsIn("de");

describe("who made a status change", () => {
  it("names the member, by email when they have no name", () => {
    expect(historyActor({ by: { email: "ada@fair.example", name: "Ada Admin" }, via: "back-office" }, english)).toBe(
      "Ada Admin",
    );
    expect(historyActor({ by: { email: "ada@fair.example", name: "" }, via: "back-office" }, german)).toBe(
      "ada@fair.example",
    );
  });

  it("says where a change without a member came from, in the member's language", () => {
    expect(historyActor({ by: null, via: "cli" }, english)).toBe("Command line");
    expect(historyActor({ by: null, via: "demo" }, english)).toBe("Demo data");
    expect(historyActor({ by: null, via: "applicant" }, english)).toBe("The applicant");
    expect(historyActor({ by: null, via: "something new" }, english)).toBe("Unknown");
    expect(historyActor({ by: null, via: "cli" }, german)).toBe("Kommandozeile");
    expect(historyActor({ by: null, via: "something new" }, german)).toBe("Unbekannt");
  });
});
