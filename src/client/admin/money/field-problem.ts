/** A refusal of a money form: the server's message at the field it names, or for the whole form. */
import { useState } from "react";
import { ApiError } from "../api/fetch-json.ts";
import { focusField } from "../Field.tsx";

export function useFieldProblem(prefix: string) {
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  return {
    /** The message for a field (by the server's name of it, e.g. `booth_price_per_m2.small`). */
    at: (field: string) => (problem?.field === field ? problem.message : undefined),
    /** What has no field of its own on the form. */
    general: problem && !problem.field ? problem.message : "",
    clear: () => setProblem(null),
    show(error: Error, known: readonly string[]) {
      const field = error instanceof ApiError && error.field && known.includes(error.field) ? error.field : "";
      setProblem({ field, message: error.message });
      if (field) focusField(idOf(prefix, field));
    },
  };
}

/** The element id of a field named by the server: `fees-booth_price_per_m2-small`. */
export const idOf = (prefix: string, field: string) => `${prefix}-${field.replace(/\./g, "-")}`;
