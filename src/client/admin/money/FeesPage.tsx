/**
 * /admin/editions/<slug>/fees (admins): what an edition charges. The application fee and whether
 * reviews wait for it, the VAT rate and whether booths are taxed where the fair takes place, the
 * booth prices per m², the deposit, the payment terms and the newcomer discounts. Amounts are
 * typed and sent as decimal text ("400.00"); the server reads them into minor units and names
 * the field it refuses.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import type { EditionFees } from "../../../shared/api/billing.ts";
import { CURRENCIES } from "../../../shared/currencies.ts";
import { editionsQuery } from "../api/editions.ts";
import { feesQuery, useSaveFees } from "../api/money.ts";
import { Field } from "../Field.tsx";
import { FormActions } from "../FormActions.tsx";
import { usePageHeading } from "../layout/page-heading.ts";
import { AmountField } from "./AmountField.tsx";
import { idOf, useFieldProblem } from "./field-problem.ts";
import "./money.css";

const TEXTS = [
  "currency",
  "application_fee",
  "vat_rate",
  "booth_price_per_m2.small",
  "booth_price_per_m2.medium",
  "booth_price_per_m2.large",
  "deposit_percent",
  "payment_days",
  "newcomer_discount_percent.first",
  "newcomer_discount_percent.second",
] as const;
type TextField = (typeof TEXTS)[number];
const FIELDS: readonly string[] = [...TEXTS, "fee_required_for_review", "booth_taxed_at_fair"];

function textsOf(fees: EditionFees): Record<TextField, string> {
  return {
    currency: fees.currency ?? "EUR",
    application_fee: fees.application_fee ?? "",
    vat_rate: fees.vat_rate ?? "",
    "booth_price_per_m2.small": fees.booth_price_per_m2.small ?? "",
    "booth_price_per_m2.medium": fees.booth_price_per_m2.medium ?? "",
    "booth_price_per_m2.large": fees.booth_price_per_m2.large ?? "",
    deposit_percent: fees.deposit_percent ?? "",
    payment_days: fees.payment_days === null ? "30" : String(fees.payment_days),
    "newcomer_discount_percent.first": fees.newcomer_discount_percent.first ?? "",
    "newcomer_discount_percent.second": fees.newcomer_discount_percent.second ?? "",
  };
}

/** Empty is "not charged" (null); anything else goes as typed, for the server to judge. */
const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

function FeesForm({ edition, fees }: { edition: string; fees: EditionFees }) {
  const [texts, setTexts] = useState(() => textsOf(fees));
  const [feeFirst, setFeeFirst] = useState(fees.fee_required_for_review);
  const [taxedAtFair, setTaxedAtFair] = useState(fees.booth_taxed_at_fair);
  const [said, setSaid] = useState("");
  const problem = useFieldProblem("fees");
  const save = useSaveFees(edition, {
    onSuccess: (saved) => {
      setSaid(
        saved.charges_fees
          ? "The fees are saved. Invoices issued from now on follow them."
          : "The fees are saved. This edition charges nothing.",
      );
    },
    onError: (error) => problem.show(error, FIELDS),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    problem.clear();
    const days = texts.payment_days.trim();
    save.mutate({
      currency: texts.currency,
      application_fee: orNull(texts.application_fee),
      fee_required_for_review: feeFirst,
      vat_rate: texts.vat_rate.trim(),
      booth_taxed_at_fair: taxedAtFair,
      booth_price_per_m2: {
        small: orNull(texts["booth_price_per_m2.small"]),
        medium: orNull(texts["booth_price_per_m2.medium"]),
        large: orNull(texts["booth_price_per_m2.large"]),
      },
      deposit_percent: texts.deposit_percent.trim(),
      // A whole number goes as a number; anything else as typed, so the server's message names it.
      payment_days: /^\d{1,4}$/.test(days) ? Number(days) : days,
      newcomer_discount_percent: {
        first: orNull(texts["newcomer_discount_percent.first"]),
        second: orNull(texts["newcomer_discount_percent.second"]),
      },
    });
  };
  const input = (field: TextField, label: string, hint?: string, suffix?: string) => (
    <AmountField
      id={idOf("fees", field)}
      label={label}
      hint={hint}
      problem={problem.at(field)}
      unit={suffix}
      autoComplete="off"
      value={texts[field]}
      onChange={(value) => setTexts((now) => ({ ...now, [field]: value }))}
    />
  );
  const check = (field: string, label: string, checked: boolean, change: (v: boolean) => void, hint: string) => (
    <div className={`field checkbox${problem.at(field) ? " field--error" : ""}`}>
      <input
        id={idOf("fees", field)}
        type="checkbox"
        checked={checked}
        aria-describedby={[problem.at(field) ? `${idOf("fees", field)}-error` : "", `${idOf("fees", field)}-hint`]
          .filter(Boolean)
          .join(" ")}
        onChange={(event) => change(event.target.checked)}
      />
      <label htmlFor={idOf("fees", field)}>{label}</label>
      <p className="hint" id={`${idOf("fees", field)}-hint`}>
        {hint}
      </p>
      {problem.at(field) && (
        <p className="error-message" id={`${idOf("fees", field)}-error`}>
          {problem.at(field)}
        </p>
      )}
    </div>
  );
  const currency = texts.currency;

  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby="fees-form-title">
      <h2 id="fees-form-title">Prices</h2>
      <Field
        id={idOf("fees", "currency")}
        label="Currency"
        hint="Cannot change once the edition has issued invoices."
        problem={problem.at("currency")}
      >
        {(aria) => (
          <select
            {...aria}
            className="input money-form__short"
            value={texts.currency}
            onChange={(event) => setTexts((now) => ({ ...now, currency: event.target.value }))}
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="field">
        <legend className="label">Application fee</legend>
        {input(
          "application_fee",
          "Amount (net)",
          "Invoiced with every submission, for example 400.00. Leave empty to charge none.",
          currency,
        )}
        {check(
          "fee_required_for_review",
          "Review only paid applications",
          feeFirst,
          setFeeFirst,
          "An application whose fee is unpaid waits as “Awaiting payment” and is in no reviewer's list until paid.",
        )}
      </fieldset>
      <fieldset className="field">
        <legend className="label">VAT</legend>
        {input(
          "vat_rate",
          "VAT rate",
          "The rate of the fair's country, for example 19 or 8.1. Buyers abroad with a VAT number are invoiced without VAT (reverse charge).",
          "%",
        )}
        {check(
          "booth_taxed_at_fair",
          "Booths are taxed where the fair takes place",
          taxedAtFair,
          setTaxedAtFair,
          "Booth invoices then carry this rate whoever the buyer is. The fair's accountant decides.",
        )}
      </fieldset>
      <fieldset className="field">
        <legend className="label">Booth price per m²</legend>
        <div className="money-row">
          {input("booth_price_per_m2.small", "Small booth", undefined, currency)}
          {input("booth_price_per_m2.medium", "Medium booth", undefined, currency)}
          {input("booth_price_per_m2.large", "Large booth", undefined, currency)}
        </div>
      </fieldset>
      <fieldset className="field">
        <legend className="label">Payment</legend>
        <div className="money-row">
          {input("deposit_percent", "Deposit", "Of the booth, invoiced on acceptance.", "%")}
          {input("payment_days", "Payment days", "Days from issue to due date.", "days")}
        </div>
      </fieldset>
      <fieldset className="field">
        <legend className="label">Newcomer discounts (optional)</legend>
        <p className="hint">Off the booth, counted from the gallery's accepted applications to earlier editions.</p>
        <div className="money-row">
          {input("newcomer_discount_percent.first", "First participation", undefined, "%")}
          {input("newcomer_discount_percent.second", "Second participation", undefined, "%")}
        </div>
      </fieldset>
      <FormActions action={save} general={problem.general} said={said} className="button button--primary">
        Save fees
      </FormActions>
    </form>
  );
}

export function FeesPage({ slug }: { slug: string }) {
  const editions = useQuery(editionsQuery());
  const edition = editions.data?.items.find((item) => item.slug === slug);
  const title = `Fees of ${edition?.name || slug}`;
  const heading = usePageHeading(title, `fees-${slug}`);
  const fees = useQuery(feesQuery(slug));
  return (
    <>
      <p>
        <Link href={`/editions/${encodeURIComponent(slug)}`} className="back-link">
          Back to the edition
        </Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="money-intro">
        Amounts are net, with two decimals. Without an application fee and booth prices the edition charges nothing and
        nothing changes for anyone. Who invoices is set under <Link href="/billing">Billing details</Link>; the
        edition's invoices are under <Link href={`/invoices?edition=${encodeURIComponent(slug)}`}>Invoices</Link>.
      </p>
      {fees.isError ? (
        <div className="failure-panel" role="alert">
          <p>{fees.error.message}</p>
        </div>
      ) : !fees.data ? (
        <p>Loading the fees…</p>
      ) : (
        <FeesForm edition={slug} fees={fees.data} />
      )}
    </>
  );
}
