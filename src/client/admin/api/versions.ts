/** An application's versions (GET /admin/api/applications/<id>/versions), newest first, with what changed in each. */
import { queryOptions } from "@tanstack/react-query";
import { versionsAnswer } from "../../../shared/api/versions.ts";
import { getAnswer } from "./fetch-json.ts";

export const versionsKeys = {
  of: (id: string, version: number) => ["versions", id, version] as const,
};

/** `version`: the application's current one, so that a new version is fetched once the application shows it. */
export const versionsQuery = (id: string, version: number) =>
  queryOptions({
    queryKey: versionsKeys.of(id, version),
    queryFn: ({ signal }) =>
      getAnswer(`/admin/api/applications/${encodeURIComponent(id)}/versions`, versionsAnswer, signal),
  });
