/** The signed-in member and the session's CSRF token, for every page. */
import { createContext, useContext } from "react";
import type { StaffConfig } from "../staff-config.ts";

export const StaffContext = createContext<StaffConfig>({
  csrfToken: "",
  staff: { email: "", name: "", role: "reviewer" },
});

export const useStaff = () => useContext(StaffContext);
