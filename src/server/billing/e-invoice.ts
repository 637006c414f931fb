/**
 * An invoice as an EN 16931 e-invoice: XRechnung in the UN/CEFACT Cross Industry Invoice syntax
 * (CII), made by @e-invoice-eu/core from its UBL-shaped data (which it checks against its schema
 * before writing). The same numbers as the PDF: both are read from the stored invoice. XRechnung
 * asks for the seller's telephone; without one in the billing details the e-invoice is plain
 * EN 16931 CII. A credit note is type 381 with negative amounts and refers to the invoice it credits.
 */
import {
  type EInvoiceFormat,
  FormatFactoryService,
  type Invoice,
  invoiceSchema,
  ValidationService,
} from "@e-invoice-eu/core";
import { Ajv2019, type ValidateFunction } from "ajv/dist/2019.js";
import { minorDigits } from "../../shared/currencies.ts";
import { formatAmount } from "../../shared/money.ts";
import type { FullInvoice } from "./detail.ts";
import { buyerVatId, postalAddress } from "./parties.ts";

const UNTDID_1001 = { invoice: "380", creditNote: "381" } as const;

/** The invoice in the library's data: UBL's element names as keys, every value a string. */
function invoiceData(invoice: FullInvoice): Invoice {
  const { row, seller, buyer } = invoice;
  const digits = minorDigits(row.currency);
  const amount = (minor: number) => formatAmount(minor, digits);
  const money = (key: string, minor: number) => ({ [key]: amount(minor), [`${key}@currencyID`]: row.currency });
  const category = {
    "cbc:ID": row.vat_category,
    "cbc:Percent": row.vat_rate,
    "cac:TaxScheme": { "cbc:ID": "VAT" },
  };
  const address = (typed: string, country: string) => {
    const postal = postalAddress(typed, country);
    return {
      ...(postal.lines[0] ? { "cbc:StreetName": postal.lines[0] } : {}),
      ...(postal.lines.length > 1 ? { "cbc:AdditionalStreetName": postal.lines.slice(1).join(", ") } : {}),
      "cbc:CityName": postal.city || "-",
      ...(postal.postcode ? { "cbc:PostalZone": postal.postcode } : {}),
      "cac:Country": { "cbc:IdentificationCode": country },
    };
  };
  const buyerVat = buyerVatId(buyer);
  // The invoice a credit note credits is named in its note too: @e-invoice-eu/core 2.3 writes no
  // BillingReference (BT-25) into CII (its issue 455), and a reader should not have to guess.
  const notes = [
    ...(invoice.creditsNumber ? [`Credit note for invoice ${invoice.creditsNumber}.`] : []),
    ...(row.vat_note ? [row.vat_note] : []),
  ];
  const data = {
    "ubl:Invoice": {
      "cbc:ID": row.number as string,
      "cbc:IssueDate": row.issue_date as string,
      ...(row.due_date ? { "cbc:DueDate": row.due_date } : {}),
      "cbc:InvoiceTypeCode": row.kind === "credit_note" ? UNTDID_1001.creditNote : UNTDID_1001.invoice,
      ...(notes.length > 0 ? { "cbc:Note": notes } : {}),
      "cbc:DocumentCurrencyCode": row.currency,
      // XRechnung asks every invoice for the buyer's reference: the application it is for.
      "cbc:BuyerReference": row.application_id,
      ...(invoice.creditsNumber
        ? { "cac:BillingReference": [{ "cac:InvoiceDocumentReference": { "cbc:ID": invoice.creditsNumber } }] }
        : {}),
      // The date of supply, which EU invoices state (and CII's schema wants the delivery element): the issue day.
      "cac:Delivery": { "cbc:ActualDeliveryDate": row.issue_date as string },
      "cac:AccountingSupplierParty": {
        "cac:Party": {
          "cbc:EndpointID": seller.email,
          "cbc:EndpointID@schemeID": "EM",
          "cac:PartyName": { "cbc:Name": seller.name },
          "cac:PostalAddress": address(seller.address, seller.country),
          "cac:PartyTaxScheme": [
            { "cbc:CompanyID": seller.vat_id.replace(/[\s.-]/g, ""), "cac:TaxScheme": { "cbc:ID": "VAT" } },
          ],
          "cac:PartyLegalEntity": { "cbc:RegistrationName": seller.name },
          "cac:Contact": {
            "cbc:Name": seller.name,
            ...(seller.phone ? { "cbc:Telephone": seller.phone } : {}),
            "cbc:ElectronicMail": seller.email,
          },
        },
      },
      "cac:AccountingCustomerParty": {
        "cac:Party": {
          ...(buyer.email ? { "cbc:EndpointID": buyer.email, "cbc:EndpointID@schemeID": "EM" } : {}),
          "cac:PartyName": { "cbc:Name": buyer.name },
          "cac:PostalAddress": address(buyer.address, buyer.country || seller.country),
          ...(buyerVat && buyer.country
            ? { "cac:PartyTaxScheme": { "cbc:CompanyID": buyerVat, "cac:TaxScheme": { "cbc:ID": "VAT" } } }
            : {}),
          "cac:PartyLegalEntity": { "cbc:RegistrationName": buyer.name },
          ...(buyer.contact ? { "cac:Contact": { "cbc:Name": buyer.contact } } : {}),
        },
      },
      "cac:PaymentMeans": [
        {
          // 58: SEPA credit transfer; the creditor reference as the remittance information.
          "cbc:PaymentMeansCode": "58",
          ...(row.reference ? { "cbc:PaymentID": row.reference } : {}),
          "cac:PayeeFinancialAccount": {
            "cbc:ID": seller.iban,
            "cbc:Name": seller.name,
            ...(seller.bic ? { "cac:FinancialInstitutionBranch": { "cbc:ID": seller.bic } } : {}),
          },
        },
      ],
      ...(row.due_date ? { "cac:PaymentTerms": { "cbc:Note": `Payable by ${row.due_date}.` } } : {}),
      "cac:TaxTotal": [
        {
          ...money("cbc:TaxAmount", Number(row.vat)),
          "cac:TaxSubtotal": [
            {
              ...money("cbc:TaxableAmount", Number(row.net)),
              ...money("cbc:TaxAmount", Number(row.vat)),
              "cac:TaxCategory": {
                ...category,
                ...(row.vat_category === "AE"
                  ? { "cbc:TaxExemptionReasonCode": "VATEX-EU-AE", "cbc:TaxExemptionReason": "Reverse charge" }
                  : {}),
              },
            },
          ],
        },
      ],
      "cac:LegalMonetaryTotal": {
        ...money("cbc:LineExtensionAmount", Number(row.net)),
        ...money("cbc:TaxExclusiveAmount", Number(row.net)),
        ...money("cbc:TaxInclusiveAmount", Number(row.gross)),
        ...money("cbc:PayableAmount", Number(row.gross)),
      },
      "cac:InvoiceLine": invoice.lines.map((line) => ({
        "cbc:ID": String(line.position + 1),
        "cbc:InvoicedQuantity": formatAmount(line.quantity, 2),
        "cbc:InvoicedQuantity@unitCode": line.unit,
        ...money("cbc:LineExtensionAmount", line.net),
        "cac:Item": { "cbc:Name": line.description, "cac:ClassifiedTaxCategory": category },
        "cac:Price": money("cbc:PriceAmount", line.unitPrice),
      })),
    },
  };
  // The library's types list every code of every code list; the data above is built to its schema,
  // which generate() checks before it writes anything.
  return data as unknown as Invoice;
}

/** The e-invoice's format: XRechnung where the seller has a telephone (XRechnung's BR-DE-6 asks for it). */
export function eInvoiceFormat(invoice: FullInvoice): "XRECHNUNG-CII" | "CII" {
  return invoice.seller.phone ? "XRECHNUNG-CII" : "CII";
}

/**
 * The library's InvoiceService.generate compiles its whole JSON schema with Ajv on every call (about
 * 280 ms and tens of MB an invoice here); the same steps are taken below with each format's
 * validator compiled once: the data checked against the schema (defaults filled), then written.
 */
const factory = new FormatFactoryService();
const quiet = () => {};
const logger = { log: quiet, warn: quiet, error: quiet };
const validation = new ValidationService(logger);
const validators = new Map<string, ValidateFunction>();

function validatorFor(format: string, formatter: EInvoiceFormat): ValidateFunction {
  let validator = validators.get(format);
  if (!validator) {
    const ajv = new Ajv2019({ strict: true, allErrors: true, useDefaults: true });
    const schema = structuredClone(invoiceSchema);
    formatter.patchSchema(schema);
    validator = ajv.compile(schema);
    validators.set(format, validator);
  }
  return validator;
}

export async function invoiceXml(invoice: FullInvoice): Promise<string> {
  const format = eInvoiceFormat(invoice);
  const formatter = factory.createFormatService(format, logger);
  const data = validation.validate("invoice data", validatorFor(format, formatter), invoiceData(invoice)) as Invoice;
  formatter.fillInvoiceDefaults(data);
  const xml = await formatter.generate(data, { format: factory.normalizeFormat(format), lang: "en" });
  return typeof xml === "string" ? xml : Buffer.from(xml).toString("utf8");
}
