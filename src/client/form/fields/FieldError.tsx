import { t } from "../../words.tsx";
import { errorIdOf } from "../field-ids.ts";

/** The messages beside a field, each after a visually hidden "Error:" for screen readers. */
export function FieldError({ fieldId, messages }: { fieldId: string; messages: readonly string[] | undefined }) {
  if (!messages || messages.length === 0) return null;
  return (
    <div id={errorIdOf(fieldId)} className="error-message">
      {messages.map((message) => (
        <p key={message}>
          <span className="visually-hidden">{t("form.errorLabel")} </span>
          {message}
        </p>
      ))}
    </div>
  );
}

export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => Boolean(id));
  return list.length > 0 ? list.join(" ") : undefined;
}
