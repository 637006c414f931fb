/** Starts the back office: the staff member from the page's meta tags, the query cache, the router, React. */
// First, so the pages' own sheets come after the frame's (and the form's, which it imports).
import "./admin.css";
// Before any page module defines a schema: the money pages parse with Zod.
import "../strict-csp.ts";
import { QueryClient } from "@tanstack/react-query";
import { createRoot } from "react-dom/client";
import { AdminApp } from "./AdminApp.tsx";
import { ApiError } from "./api/fetch-json.ts";
import { readStaffConfig } from "./staff-config.ts";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A lost session or a missing application does not get better by asking again.
      retry: (failures, error) => failures < 2 && (!(error instanceof ApiError) || error.status === 0),
      refetchOnWindowFocus: false,
    },
  },
});

createRoot(root).render(<AdminApp config={readStaffConfig()} queryClient={queryClient} />);
