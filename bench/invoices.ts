/**
 * Booth invoices at fair scale: 1,000 accepted galleries with booths on the floor plan, their deposit
 * invoices prepared from the plan and issued (the baseline: numbers, amounts, VAT, no document),
 * then each rendered as its PDF (embedded fonts, EPC QR code) and its e-invoice (XRechnung CII), in
 * the same run on SQLite. Reported: time and memory of each, rendering as a ratio of the baseline
 * and per invoice. Budget: rendering every PDF and e-invoice takes ≤ 25 × the baseline (a ratio in
 * the same run, so the machine's load cancels out).
 *   npm run bench -- invoices          BENCH_INVOICES=1000
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { insertApplication } from "../src/server/applications/insert.ts";
import { loadInvoice } from "../src/server/billing/detail.ts";
import { invoiceXml } from "../src/server/billing/e-invoice.ts";
import { saveFees } from "../src/server/billing/fees.ts";
import { invoicePdf } from "../src/server/billing/invoice-pdf.ts";
import { issueDrafts } from "../src/server/billing/invoices.ts";
import { prepareBoothInvoices } from "../src/server/billing/prepare.ts";
import { saveSettings } from "../src/server/billing/settings.ts";
import { ensureEditions } from "../src/server/editions/editions.ts";
import { type Db, migrate, openDatabase } from "../src/server/store/database.ts";
import { exampleApplication } from "../src/shared/example-application.ts";
import { mb, sized } from "./support.ts";

const INVOICES = sized("BENCH_INVOICES", 1000, 5);
const EDITION = "demo-2027";
const BUDGET_RATIO = 25;
const ACTOR = { staffId: null, via: "cli" } as const;

async function seed(db: Db): Promise<void> {
  await migrate(db);
  await ensureEditions(db, [EDITION]);
  await saveSettings(db, {
    name: "Kunstmesse Berlin GmbH",
    address: "Messedamm 22\n14055 Berlin",
    country: "DE",
    vat_id: "DE811569869",
    iban: "DE89370400440532013000",
    bic: "COBADEFFXXX",
    email: "billing@fair.example",
    phone: "+49 30 1234567",
  });
  await saveFees(db, {
    edition: EDITION,
    currency: "EUR",
    applicationFee: null,
    feeRequiredForReview: false,
    vatRate: "19",
    boothTaxedAtFair: false,
    boothPricePerM2: { small: 90500, medium: 80000, large: 76000 },
    depositPercent: "30",
    paymentDays: 30,
    discounts: { first: "20", second: "10" },
  });
  const sizes = ["small", "medium", "large"] as const;
  const booths = [];
  const ids: string[] = [];
  for (let i = 0; i < INVOICES; i++) {
    const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1, withFiles: false });
    form.gallery.name = `Galerie ${i}`;
    // A quarter of the buyers abroad with a VAT number (reverse charge), the rest in Germany.
    if (i % 4 === 0) Object.assign(form.tax, { country: "FR", number: `FR${String(10_000_000_000 + i)}` });
    ids.push(await insertApplication(db, form, []));
    booths.push({
      id: `B${i}`,
      label: `B${i}`,
      size: sizes[i % 3],
      x_m: (i % 40) * 7,
      y_m: Math.floor(i / 40) * 7,
      w_m: 3 + (i % 4),
      d_m: 3.5,
    });
  }
  const plan = { halls: [{ id: "h", name: "Hall 1", width_m: 1000, depth_m: 1000, booths }] };
  await db
    .insertInto("floor_plans")
    .values({ edition: EDITION, plan: JSON.stringify(plan), updated_at: Date.now() })
    .execute();
  await db.updateTable("applications").set({ status: "accepted" }).execute();
  for (let i = 0; i < ids.length; i += 200)
    await db
      .insertInto("booth_allocations")
      .values(
        ids
          .slice(i, i + 200)
          .map((id, j) => ({ application_id: id, edition: EDITION, booth_id: `B${i + j}`, by_staff_id: null, at: 0 })),
      )
      .execute();
}

/** Wall time and the peak of the resident set while `work` runs (sampled every 20 ms). */
async function measured<T>(work: () => Promise<T>): Promise<{ ms: number; peakMb: number; result: T }> {
  globalThis.gc?.();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    return {
      ms: Math.round(performance.now() - started),
      peakMb: mb(Math.max(peak, process.memoryUsage().rss)),
      result,
    };
  } finally {
    clearInterval(sampler);
  }
}

export async function run(): Promise<Record<string, number | string>> {
  const results: Record<string, number | string> = {
    invoices: INVOICES,
    "load average at start": os.loadavg()[0]?.toFixed(1) ?? "",
  };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-bench-invoices-"));
  try {
    const db = openDatabase({ dataDir });
    try {
      await seed(db);
      const rssBefore = mb(process.memoryUsage().rss);
      const issued = await measured(async () => {
        const { prepared, skipped } = await prepareBoothInvoices(db, EDITION, "deposit", ACTOR);
        if (skipped.length > 0 || prepared.length !== INVOICES) throw new Error(`${skipped.length} galleries skipped`);
        await issueDrafts(db, prepared, ACTOR);
        return prepared;
      });
      let pdfBytes = 0;
      let xmlBytes = 0;
      let pdfMs = 0;
      let xmlMs = 0;
      const rendered = await measured(async () => {
        for (const id of issued.result) {
          const invoice = await loadInvoice(db, id);
          if (!invoice) throw new Error(`invoice ${id} is gone`);
          const t0 = performance.now();
          pdfBytes += (await invoicePdf(invoice)).length;
          const t1 = performance.now();
          xmlBytes += (await invoiceXml(invoice)).length;
          pdfMs += t1 - t0;
          xmlMs += performance.now() - t1;
        }
      });
      const perInvoice = rendered.ms / INVOICES;
      results["RSS before (MB)"] = rssBefore;
      results["baseline: prepare and issue, no documents (ms)"] = issued.ms;
      results["baseline: peak RSS (MB)"] = issued.peakMb;
      results["PDF and e-invoice of each (ms)"] = rendered.ms;
      results["documents: peak RSS (MB)"] = rendered.peakMb;
      const ratio = rendered.ms / Math.max(1, issued.ms);
      results["documents / baseline (time)"] =
        `${ratio.toFixed(1)} (budget ${BUDGET_RATIO}: ${ratio <= BUDGET_RATIO ? "met" : "missed"})`;
      results["documents per invoice (ms)"] = perInvoice.toFixed(1);
      results["of which PDF / e-invoice per invoice (ms)"] =
        `${(pdfMs / INVOICES).toFixed(1)} / ${(xmlMs / INVOICES).toFixed(1)}`;
      results["mean PDF / e-invoice size (kB)"] =
        `${(pdfBytes / INVOICES / 1024).toFixed(1)} / ${(xmlBytes / INVOICES / 1024).toFixed(1)}`;
    } finally {
      await db.destroy();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}
