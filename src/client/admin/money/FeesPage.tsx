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
import { markedWords } from "../marked-words.tsx";
import { t } from "../words.ts";
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
      setSaid(saved.charges_fees ? t("money.feesSaved") : t("money.feesSavedNothing"));
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
      <h2 id="fees-form-title">{t("money.prices")}</h2>
      <Field
        id={idOf("fees", "currency")}
        label={t("money.currency")}
        hint={t("money.currencyHint")}
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
        <legend className="label">{t("money.applicationFee")}</legend>
        {input("application_fee", t("money.applicationFeeAmount"), t("money.applicationFeeHint"), currency)}
        {check(
          "fee_required_for_review",
          t("money.feeBeforeReview"),
          feeFirst,
          setFeeFirst,
          t("money.feeBeforeReviewHint"),
        )}
      </fieldset>
      <fieldset className="field">
        <legend className="label">{t("money.vat")}</legend>
        {input("vat_rate", t("money.vatRate"), t("money.vatRateHint"), "%")}
        {check(
          "booth_taxed_at_fair",
          t("money.boothTaxedAtFair"),
          taxedAtFair,
          setTaxedAtFair,
          t("money.boothTaxedAtFairHint"),
        )}
      </fieldset>
      <fieldset className="field">
        <legend className="label">{t("money.boothPrice")}</legend>
        <div className="money-row">
          {input("booth_price_per_m2.small", t("money.boothSmall"), undefined, currency)}
          {input("booth_price_per_m2.medium", t("money.boothMedium"), undefined, currency)}
          {input("booth_price_per_m2.large", t("money.boothLarge"), undefined, currency)}
        </div>
      </fieldset>
      <fieldset className="field">
        <legend className="label">{t("money.payment")}</legend>
        <div className="money-row">
          {input("deposit_percent", t("money.deposit"), t("money.depositHint"), "%")}
          {input("payment_days", t("money.paymentDays"), t("money.paymentDaysHint"), t("money.days"))}
        </div>
      </fieldset>
      <fieldset className="field">
        <legend className="label">{t("money.newcomerDiscounts")}</legend>
        <p className="hint">{t("money.newcomerDiscountsHint")}</p>
        <div className="money-row">
          {input("newcomer_discount_percent.first", t("money.firstParticipation"), undefined, "%")}
          {input("newcomer_discount_percent.second", t("money.secondParticipation"), undefined, "%")}
        </div>
      </fieldset>
      <FormActions action={save} general={problem.general} said={said} className="button button--primary">
        {t("money.saveFees")}
      </FormActions>
    </form>
  );
}

export function FeesPage({ slug }: { slug: string }) {
  const editions = useQuery(editionsQuery());
  const edition = editions.data?.items.find((item) => item.slug === slug);
  const title = t("money.feesTitle", { edition: edition?.name || slug });
  const heading = usePageHeading(title, `fees-${slug}`);
  const fees = useQuery(feesQuery(slug));
  return (
    <>
      <p>
        <Link href={`/editions/${encodeURIComponent(slug)}`} className="back-link">
          {t("money.backToEdition")}
        </Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="money-intro">
        {markedWords("money.feesIntro", {
          billing: (chunks) => <Link href="/billing">{chunks}</Link>,
          invoices: (chunks) => <Link href={`/invoices?edition=${encodeURIComponent(slug)}`}>{chunks}</Link>,
        })}
      </p>
      {fees.isError ? (
        <div className="failure-panel" role="alert">
          <p>{fees.error.message}</p>
        </div>
      ) : !fees.data ? (
        <p>{t("money.feesLoading")}</p>
      ) : (
        <FeesForm edition={slug} fees={fees.data} />
      )}
    </>
  );
}
