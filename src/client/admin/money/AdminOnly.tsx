/** The money pages are for admins: a reviewer who follows an address to one is told so, and nothing is asked of the server. */
import type { ReactNode } from "react";
import { useStaff } from "../layout/staff-context.ts";
import { t } from "../words.ts";

export function AdminOnly({ children }: { children: ReactNode }) {
  const { staff } = useStaff();
  if (staff.role === "admin") return children;
  return (
    <>
      <h1>{t("money.notAvailable")}</h1>
      <p>{t("money.adminsOnly")}</p>
    </>
  );
}
