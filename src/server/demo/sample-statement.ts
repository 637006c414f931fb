/** A bank statement as a bank exports it (camt.053.001.08), for the demo and the tests: one entry per credit or debit. */

export interface CamtEntry {
  amount: string;
  currency?: string;
  date?: string;
  debit?: boolean;
  reference?: string;
  remittance?: string;
  payer?: string;
  /** The bank's own reference of the entry (AcctSvcrRef); without one the entry is known by what it says. */
  bankRef?: string;
}

export function camt053(entries: CamtEntry[], statementId = "STMT-2027-02"): string {
  const xmlText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const entry = (e: CamtEntry) => `
      <Ntry>
        <Amt Ccy="${e.currency ?? "EUR"}">${e.amount}</Amt>
        <CdtDbtInd>${e.debit ? "DBIT" : "CRDT"}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${e.date ?? "2027-02-03"}</Dt></BookgDt>
        <ValDt><Dt>${e.date ?? "2027-02-03"}</Dt></ValDt>
        ${e.bankRef ? `<AcctSvcrRef>${e.bankRef}</AcctSvcrRef>` : ""}
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
          <RltdPties><Dbtr><Pty><Nm>${xmlText(e.payer ?? "Galerie Example")}</Nm></Pty></Dbtr></RltdPties>
          <RmtInf>
            ${e.remittance ? `<Ustrd>${xmlText(e.remittance)}</Ustrd>` : ""}
            ${e.reference ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>${e.reference}</Ref></CdtrRefInf></Strd>` : ""}
          </RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>MSG-1</MsgId><CreDtTm>2027-02-04T06:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${statementId}</Id>
      <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>${entries.map(entry).join("")}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
