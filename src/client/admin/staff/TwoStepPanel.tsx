/**
 * The member's authenticator app (two-step sign-in), on her account page. Setting one up asks for
 * her current password and a code from the new key; replacing it also asks for a code from the
 * app she has; removing it, a code from that app. An open session alone (a shared computer, a
 * stolen cookie) thus cannot put someone else's phone between her and her account.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import type { NewTotpKey } from "../../../shared/api/me.ts";
import { meQuery, useKeepTotp, useNewTotpKey, useRemoveTotp } from "../api/me.ts";
import { TextField } from "../Field.tsx";
import { useStaff } from "../layout/staff-context.ts";
import { PendingButton } from "../PendingButton.tsx";
import { t, words } from "../words.ts";

type Step = { step: "idle" } | { step: "key"; key: NewTotpKey } | { step: "remove" };

/** The key in groups of four, as authenticator apps show it and people type it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

function CodeField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      input={{ className: "input totp-code", inputMode: "numeric", autoComplete: "one-time-code", maxLength: 8 }}
      value={value}
      onChange={onChange}
    />
  );
}

/** The server's reason, announced. */
function Refusal({ error }: { error: Error | null }) {
  return error ? (
    <p className="error-message" role="alert">
      {error.message}
    </p>
  ) : null;
}

/** A step's refusal, its button and a way back. */
function StepEnd({
  action,
  onCancel,
  children,
}: {
  action: { isPending: boolean; error: Error | null };
  onCancel(): void;
  children: ReactNode;
}) {
  return (
    <>
      <Refusal error={action.error} />
      <div className="staff-actions">
        <PendingButton className="button" pending={action.isPending}>
          {children}
        </PendingButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t("editions.cancel")}
        </button>
      </div>
    </>
  );
}

export function TwoStepPanel() {
  const { staff } = useStaff();
  const me = useQuery(meQuery());
  const [step, setStep] = useState<Step>({ step: "idle" });
  const [password, setPassword] = useState("");
  const [currentCode, setCurrentCode] = useState("");
  const [code, setCode] = useState("");
  const [said, setSaid] = useState("");
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const hasApp = me.data?.totp ?? false;

  useEffect(() => {
    if (step.step !== "idle") stepHeading.current?.focus();
  }, [step.step]);

  const clear = () => {
    setPassword("");
    setCurrentCode("");
    setCode("");
  };
  const done = (message: string) => {
    clear();
    setStep({ step: "idle" });
    setSaid(message);
  };

  const newKey = useNewTotpKey((key) => {
    clear();
    setStep({ step: "key", key });
  });
  const keep = useKeepTotp(() => done(hasApp ? t("editions.twoStepReplaced") : t("editions.twoStepTurnedOn")));
  const remove = useRemoveTotp(() => done(t("editions.twoStepTurnedOff")));

  const begin = () => {
    setSaid("");
    keep.reset();
    newKey.mutate(undefined, {
      onSuccess: (key) => {
        clear();
        setStep({ step: "key", key });
      },
    });
  };
  const cancel = () => {
    clear();
    setStep({ step: "idle" });
  };
  const submitKey = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    if (step.step === "key")
      keep.mutate({
        secret: step.key.secret,
        code,
        current_password: password,
        ...(hasApp ? { current_code: currentCode } : {}),
      });
  };
  const submitRemove = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    remove.mutate(currentCode);
  };

  return (
    <section className="staff-panel" aria-labelledby="two-step-title">
      <h2 id="two-step-title">{t("editions.twoStepTitle")}</h2>
      {me.isPending ? (
        <p>{t("editions.twoStepLoading")}</p>
      ) : (
        <p>{hasApp ? t("editions.twoStepOn") : t("editions.twoStepOff")}</p>
      )}
      <Refusal error={newKey.error} />
      {step.step === "idle" && !me.isPending && (
        <div className="staff-actions">
          <PendingButton type="button" className="button" pending={newKey.isPending} onClick={begin}>
            {hasApp ? t("editions.twoStepReplace") : t("editions.twoStepSetUp")}
          </PendingButton>
          {hasApp && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setSaid("");
                remove.reset();
                clear();
                setStep({ step: "remove" });
              }}
            >
              {t("editions.twoStepRemove")}
            </button>
          )}
        </div>
      )}
      {step.step === "key" && (
        <form onSubmit={submitKey} noValidate aria-labelledby="two-step-key-title">
          <h3 id="two-step-key-title" ref={stepHeading} tabIndex={-1}>
            {hasApp ? t("editions.twoStepReplaceTitle") : t("editions.twoStepSetUp")}
          </h3>
          <p>
            {words.parts("editions.twoStepAddKey", {
              open: (chunks) => (
                <a key="open" href={step.key.uri}>
                  {chunks}
                </a>
              ),
            })}
          </p>
          <p>
            {t("editions.twoStepKey")} <code className="totp-key">{grouped(step.key.secret)}</code>
          </p>
          <input type="email" name="username" value={staff.email} autoComplete="username" hidden readOnly />
          <TextField
            id="totp-password"
            label={t("editions.currentPassword")}
            input={{ type: "password", autoComplete: "current-password" }}
            value={password}
            onChange={setPassword}
          />
          {hasApp && (
            <CodeField
              id="totp-current-code"
              label={t("editions.twoStepCurrentCode")}
              value={currentCode}
              onChange={setCurrentCode}
            />
          )}
          <CodeField id="totp-code" label={t("editions.twoStepNewCode")} value={code} onChange={setCode} />
          <StepEnd action={keep} onCancel={cancel}>
            {hasApp ? t("editions.twoStepReplace") : t("editions.twoStepTurnOn")}
          </StepEnd>
        </form>
      )}
      {step.step === "remove" && (
        <form onSubmit={submitRemove} noValidate aria-labelledby="two-step-remove-title">
          <h3 id="two-step-remove-title" ref={stepHeading} tabIndex={-1}>
            {t("editions.twoStepRemoveTitle")}
          </h3>
          <CodeField
            id="totp-remove-code"
            label={t("editions.twoStepCode")}
            value={currentCode}
            onChange={setCurrentCode}
          />
          <StepEnd action={remove} onCancel={cancel}>
            {t("editions.twoStepRemove")}
          </StepEnd>
        </form>
      )}
      <p className="side-status" role="status">
        {said}
      </p>
    </section>
  );
}
