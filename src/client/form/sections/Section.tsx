import type { ReactNode } from "react";

/** One titled part of the application: a fieldset whose legend is the section heading. */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="section" id={`section-${id}`}>
      <legend className="section__legend">
        <h2>{title}</h2>
      </legend>
      {intro && <div className="section__intro">{intro}</div>}
      {children}
    </fieldset>
  );
}
