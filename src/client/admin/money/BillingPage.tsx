/**
 * /admin/billing (admins): who invoices. The fair's name, address, country, VAT number, IBAN, BIC
 * and billing email, copied onto every invoice when it is issued. The server checks everything
 * (the IBAN by its checksum); its refusal is shown at the field it names.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import type { BillingSettings } from "../../../shared/api/billing.ts";
import { countryOptions } from "../../../shared/countries.ts";
import { billingQuery, useSaveBilling } from "../api/money.ts";
import { Field } from "../Field.tsx";
import { FormActions, FormProblem } from "../FormActions.tsx";
import { usePageHeading } from "../layout/page-heading.ts";
import { t, words } from "../words.ts";
import { idOf, useFieldProblem } from "./field-problem.ts";
import { MoneyNav } from "./MoneyNav.tsx";
import "./money.css";

const FIELDS = ["name", "address", "country", "vat_id", "iban", "bic", "email", "phone"] as const;
type SellerField = (typeof FIELDS)[number];

function BillingForm({ settings }: { settings: BillingSettings }) {
  const [values, setValues] = useState<Record<SellerField, string>>(() => ({
    name: settings.name,
    address: settings.address,
    country: settings.country,
    vat_id: settings.vat_id,
    iban: settings.iban,
    bic: settings.bic,
    email: settings.email,
    phone: settings.phone,
  }));
  const [said, setSaid] = useState("");
  const problem = useFieldProblem("billing");
  const countries = useMemo(() => countryOptions(words.language), []);
  const save = useSaveBilling({
    onSuccess: () => setSaid(t("money.billingSaved")),
    onError: (error) => problem.show(error, FIELDS),
  });
  const set = (field: SellerField) => (event: { target: { value: string } }) =>
    setValues((now) => ({ ...now, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    problem.clear();
    save.mutate(values);
  };
  const text = (
    field: SellerField,
    label: string,
    extra: { hint?: string; type?: string; autoComplete?: string } = {},
  ) => (
    <Field id={idOf("billing", field)} label={label} hint={extra.hint} problem={problem.at(field)}>
      {(aria) => (
        <input
          {...aria}
          type={extra.type ?? "text"}
          className="input"
          value={values[field]}
          autoComplete={extra.autoComplete ?? "off"}
          spellCheck={false}
          onChange={set(field)}
        />
      )}
    </Field>
  );

  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby="billing-form-title">
      <h2 id="billing-form-title">{t("money.whoInvoices")}</h2>
      {text("name", t("money.sellerName"), {
        hint: t("money.sellerNameHint"),
        autoComplete: "organization",
      })}
      <Field
        id={idOf("billing", "address")}
        label={t("money.sellerAddress")}
        hint={t("money.sellerAddressHint")}
        problem={problem.at("address")}
      >
        {(aria) => <textarea {...aria} className="input" rows={3} value={values.address} onChange={set("address")} />}
      </Field>
      <Field id={idOf("billing", "country")} label={t("money.sellerCountry")} problem={problem.at("country")}>
        {(aria) => (
          <select {...aria} className="input money-form__short" value={values.country} onChange={set("country")}>
            <option value="">{t("money.chooseCountry")}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {text("vat_id", t("money.sellerVatId"), { hint: t("money.sellerVatIdHint") })}
      {text("iban", t("money.sellerIban"), { hint: t("money.sellerIbanHint") })}
      {text("bic", t("money.sellerBic"))}
      {text("email", t("money.sellerEmail"), { type: "email", autoComplete: "email" })}
      {text("phone", t("money.sellerPhone"), { type: "tel", autoComplete: "tel" })}
      <FormActions action={{ isPending: save.isPending, error: null }} said={said} className="button button--primary">
        {t("money.saveBilling")}
      </FormActions>
      <FormProblem action={save} general={problem.general} />
    </form>
  );
}

export function BillingPage() {
  const heading = usePageHeading(t("money.billingTitle"), "billing");
  const settings = useQuery(billingQuery());
  return (
    <>
      <MoneyNav />
      <h1 ref={heading} tabIndex={-1}>
        {t("money.billingTitle")}
      </h1>
      <p className="money-intro">{t("money.billingIntro")}</p>
      {settings.isError ? (
        <div className="failure-panel" role="alert">
          <p>{settings.error.message}</p>
        </div>
      ) : !settings.data ? (
        <p>{t("money.billingLoading")}</p>
      ) : (
        <BillingForm settings={settings.data} />
      )}
    </>
  );
}
