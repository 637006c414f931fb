// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { parseStaff, readStaffConfig } from "./staff-config.ts";

describe("the signed-in member from the page's meta tags", () => {
  it("reads the member and the CSRF token the server wrote", () => {
    document.head.innerHTML = `<meta name="csrf-token" content="t0k3n">
      <meta name="staff" content="{&quot;email&quot;:&quot;ada@fair.example&quot;,&quot;name&quot;:&quot;Ada &lt;Admin&gt;&quot;,&quot;role&quot;:&quot;admin&quot;}">`;
    expect(readStaffConfig()).toEqual({
      csrfToken: "t0k3n",
      staff: { email: "ada@fair.example", name: "Ada <Admin>", role: "admin" },
    });
  });

  it("treats anything malformed as a reviewer without a name, the least the page may show", () => {
    expect(parseStaff("")).toEqual({ email: "", name: "", role: "reviewer" });
    expect(parseStaff("{not json")).toEqual({ email: "", name: "", role: "reviewer" });
    expect(parseStaff('{"email":1,"role":"owner"}')).toEqual({ email: "", name: "", role: "reviewer" });
    expect(parseStaff("null")).toEqual({ email: "", name: "", role: "reviewer" });
  });
});
