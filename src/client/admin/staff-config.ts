/** Who is signed in and the session's CSRF token, as the server writes them into the page's meta tags. */

export type StaffRole = "admin" | "reviewer";

export interface StaffMember {
  email: string;
  name: string;
  role: StaffRole;
}

export interface StaffConfig {
  csrfToken: string;
  staff: StaffMember;
}

/** Reads the `staff` meta tag's JSON; anything malformed is an unknown reviewer (the least the page may show). */
export function parseStaff(raw: string): StaffMember {
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof StaffMember, unknown>> | null;
    const text = (v: unknown) => (typeof v === "string" ? v : "");
    return {
      email: text(value?.email),
      name: text(value?.name),
      role: value?.role === "admin" ? "admin" : "reviewer",
    };
  } catch {
    return { email: "", name: "", role: "reviewer" };
  }
}

export function readStaffConfig(doc: Document = document): StaffConfig {
  const meta = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? "";
  return { csrfToken: meta("csrf-token"), staff: parseStaff(meta("staff")) };
}
