/**
 * ISO 4217: the currencies in use (funds and precious metals left out) and their minor units.
 * Kept here rather than taken from Intl, whose digits follow CLDR's cash habits (0 for the
 * Iraqi dinar, where ISO 4217 says 3): an invoice counts in the standard's units.
 */

const CODES =
  "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF " +
  "CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD " +
  "HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD " +
  "MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN " +
  "PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY " +
  "TTD TWD TZS UAH UGX USD UYU UZS VED VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG";

export const CURRENCIES: readonly string[] = CODES.split(" ");

/** The currencies whose minor unit is not the hundredth. */
const DIGITS: Record<string, number> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

const KNOWN = new Set(CURRENCIES);

export function isCurrency(code: unknown): code is string {
  return typeof code === "string" && KNOWN.has(code);
}

/** How many decimals the currency's amounts have: 2 for the euro, 0 for the yen, 3 for the dinar. */
export function minorDigits(currency: string): number {
  return DIGITS[currency] ?? 2;
}
