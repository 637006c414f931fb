/** The money pages are for admins: a reviewer who follows an address to one is told so, and nothing is asked of the server. */
import type { ReactNode } from "react";
import { useStaff } from "../layout/staff-context.ts";

export function AdminOnly({ children }: { children: ReactNode }) {
  const { staff } = useStaff();
  if (staff.role === "admin") return children;
  return (
    <>
      <h1>Not available</h1>
      <p>The fair's billing, fees, invoices and payments are for admins.</p>
    </>
  );
}
