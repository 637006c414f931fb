/**
 * /admin/editions/<slug>/floor-plan (admins): the edition's halls and booths drawn and edited, the
 * plan imported and exported as JSON or CSV, and the accepted galleries given their booths.
 * Edits stay a draft until saved; the server checks the plan again and names the booths it refuses.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import type { FloorPlanAnswer, SuggestAnswer } from "../../../shared/api/floor-plan.ts";
import { type FloorPlan, type PlanHall, readFloorPlan } from "../../../shared/floor-plan.ts";
import type { BoothSize } from "../../../shared/limits.ts";
import { ApiError } from "../api/fetch-json.ts";
import {
  type Allocation,
  acceptedQuery,
  floorPlanQuery,
  planFiles,
  useAllocateBooths,
  useFreeBooth,
  useSavePlan,
  useSuggestBooths,
} from "../api/floor-plan.ts";
import { usePageHeading } from "../layout/page-heading.ts";
import { markedWords } from "../marked-words.tsx";
import { PendingButton } from "../PendingButton.tsx";
import { t, words } from "../words.ts";
import { AllocationPanel } from "./AllocationPanel.tsx";
import { CapacitySummary } from "./CapacitySummary.tsx";
import { HallEditor } from "./HallEditor.tsx";
import { DEFAULT_BOOTH, freePlace, newBoothId, newHallId } from "./plan-draft.ts";
import "./floor-plan.css";

const planOf = (answer: FloorPlanAnswer): FloorPlan => ({
  halls: answer.halls.map((hall) => ({ ...hall, booths: hall.booths.map(({ application: _, ...booth }) => booth) })),
});

/** The CSV reader and writer, loaded when an admin first imports or exports a CSV. */
const csvModule = () => import("../../../shared/floor-plan-csv.ts");

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function FloorPlanPage({ slug }: { slug: string }) {
  const heading = usePageHeading(t("floorPlan.title", { edition: slug }), `floor-plan-${slug}`);
  const answer = useQuery(floorPlanQuery(slug));
  const accepted = useQuery(acceptedQuery(slug));
  const [draft, setDraft] = useState<FloorPlan | null>(null);
  const [saveSaid, setSaveSaid] = useState("");
  const [importSaid, setImportSaid] = useState("");
  const [allocation, setAllocation] = useState({ problem: "", canForce: false, said: "" });
  const [proposal, setProposal] = useState<SuggestAnswer | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const saved = useMemo(() => (answer.data ? planOf(answer.data) : null), [answer.data]);
  useEffect(() => {
    if (saved && draft === null) setDraft(saved);
  }, [saved, draft]);

  const save = useSavePlan(slug);
  const savePlan = (plan: FloorPlan) =>
    save.mutate(plan, {
      onSuccess: (next) => {
        setDraft(planOf(next));
        setSaveSaid(t("floorPlan.saved"));
      },
      onError: () => setSaveSaid(""),
    });

  const allocating = useAllocateBooths(slug);
  const allocate = (request: Allocation[]) =>
    allocating.mutate(request, {
      onSuccess: (count) => {
        setAllocation({
          problem: "",
          canForce: false,
          said: t("floorPlan.allocated", { count, number: words.number(count, { useGrouping: false }) }),
        });
        setProposal(null);
      },
      onError: (error) =>
        setAllocation({
          problem: error.message,
          canForce: error instanceof ApiError && error.status === 422,
          said: "",
        }),
    });

  const free = useFreeBooth(slug);

  const suggestion = useSuggestBooths(slug);
  const suggest = () =>
    suggestion.mutate(undefined, {
      onSuccess: (next) => setProposal(next),
      onError: (error) => setAllocation({ problem: error.message, canForce: false, said: "" }),
    });

  if (answer.isError)
    return (
      <div className="failure-panel" role="alert">
        <h1>{t("floorPlan.notLoaded")}</h1>
        <p>{answer.error.message}</p>
      </div>
    );

  const check = draft ? readFloorPlan(draft) : undefined;
  const faulty = new Set(check?.problems.flatMap((p) => p.booths) ?? []);
  const dirty = draft !== null && saved !== null && JSON.stringify(draft) !== JSON.stringify(saved);
  const galleries = new Map(
    (answer.data?.halls ?? []).flatMap((h) =>
      h.booths.flatMap((b) => (b.application ? [[b.id, b.application.gallery] as const] : [])),
    ),
  );

  const setHall = (index: number, hall: PlanHall) =>
    setDraft((plan) => plan && { halls: plan.halls.map((h, i) => (i === index ? hall : h)) });
  const addBooth = (index: number, size: BoothSize, rect?: { x_m: number; y_m: number; w_m: number; d_m: number }) =>
    setDraft((plan) => {
      if (!plan) return plan;
      const hall = plan.halls[index] as PlanHall;
      const { w_m, d_m } = rect ?? DEFAULT_BOOTH[size];
      const place = rect ?? freePlace(hall, w_m, d_m) ?? { x_m: 0, y_m: 0 };
      const id = newBoothId(plan);
      setSaveSaid(t("floorPlan.boothAdded", { booth: id, hall: hall.name }));
      return {
        halls: plan.halls.map((h, i) =>
          i === index
            ? { ...h, booths: [...h.booths, { id, label: id, size, w_m, d_m, x_m: place.x_m, y_m: place.y_m }] }
            : h,
        ),
      };
    });

  const importFile = async (file: File) => {
    const text = await file.text();
    let raw: unknown;
    if (file.name.toLowerCase().endsWith(".csv")) {
      const { planFromCsv } = await csvModule();
      const read = planFromCsv(text);
      if ("message" in read)
        return setImportSaid(t("floorPlan.fileNotLoaded", { file: file.name, reason: read.message }));
      raw = read.plan;
    } else {
      try {
        raw = JSON.parse(text);
      } catch {
        return setImportSaid(t("floorPlan.fileNotLoaded", { file: file.name, reason: t("floorPlan.notJson") }));
      }
    }
    const read = readFloorPlan(raw);
    if (!read.plan)
      return setImportSaid(
        t("floorPlan.fileNotLoaded", { file: file.name, reason: read.problems.map((p) => p.message).join(" ") }),
      );
    setDraft(read.plan);
    setImportSaid(t("floorPlan.fileLoaded", { file: file.name, count: read.plan.halls.length }));
  };

  return (
    <>
      <p>
        <Link href={`/editions/${encodeURIComponent(slug)}`} className="back-link">
          {t("floorPlan.backToEdition")}
        </Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {markedWords("floorPlan.heading", {
          edition: slug,
          caption: (chunks) => <span className="heading-caption">{chunks}</span>,
        })}
      </h1>
      <CapacitySummary edition={slug} />
      {!draft ? (
        <p>{t("floorPlan.loading")}</p>
      ) : (
        <div className="plan-layout">
          <div className="plan-editor">
            <form
              className="plan-save"
              onSubmit={(event) => {
                event.preventDefault();
                setSaveSaid("");
                savePlan(draft);
              }}
            >
              <PendingButton className="button" pending={save.isPending}>
                {t("floorPlan.savePlan")}
              </PendingButton>
              {dirty && (
                <button type="button" className="button button--plain" onClick={() => setDraft(saved)}>
                  {t("floorPlan.discardChanges")}
                </button>
              )}
              <button
                type="button"
                className="button button--secondary"
                onClick={() =>
                  setDraft(
                    (plan) =>
                      plan && {
                        halls: [
                          ...plan.halls,
                          {
                            id: newHallId(plan),
                            name: t("floorPlan.newHallName", { number: plan.halls.length + 1 }),
                            width_m: 30,
                            depth_m: 20,
                            booths: [],
                          },
                        ],
                      },
                  )
                }
              >
                {t("floorPlan.addHall")}
              </button>
              <span className="muted">{dirty ? t("floorPlan.unsaved") : ""}</span>
            </form>
            {save.isError && (
              <div className="error-message" role="alert">
                <p>{t("floorPlan.notSaved", { reason: save.error.message })}</p>
              </div>
            )}
            {check && check.problems.length > 0 && (
              <div className="plan-problems" role="status">
                <p>{t("floorPlan.willRefuse")}</p>
                <ul>
                  {check.problems.map((p) => (
                    <li key={p.message}>{p.message}</li>
                  ))}
                </ul>
              </div>
            )}
            <p role="status" className="side-status">
              {saveSaid}
            </p>
            <div className="plan-files">
              <label>
                {t("floorPlan.importPlan")}{" "}
                <input
                  ref={fileInput}
                  type="file"
                  accept=".json,.csv,application/json,text/csv"
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    if (file) void importFile(file);
                    event.target.value = "";
                  }}
                />
              </label>
              <button
                type="button"
                className="button button--plain"
                onClick={() =>
                  download(`floor-plan-${slug}.json`, "application/json", `${JSON.stringify(draft, null, 2)}\n`)
                }
              >
                {t("floorPlan.exportJson")}
              </button>
              <button
                type="button"
                className="button button--plain"
                onClick={async () =>
                  download(`floor-plan-${slug}.csv`, "text/csv", (await csvModule()).planToCsv(draft))
                }
              >
                {t("floorPlan.exportCsv")}
              </button>
              <a href={planFiles(slug).svg} download>
                {t("floorPlan.drawingSvg")}
              </a>
              <a href={planFiles(slug).pdf} download>
                {t("floorPlan.printPdf")}
              </a>
              <a href={planFiles(slug).csv} download>
                {t("floorPlan.boothListCsv")}
              </a>
            </div>
            <p role="status" className="side-status">
              {importSaid}
            </p>
            {draft.halls.length === 0 && <p>{t("floorPlan.noHall")}</p>}
            {draft.halls.map((hall, index) => (
              <HallEditor
                key={`${hall.id}-${index}`}
                hall={hall}
                index={index}
                galleries={galleries}
                faulty={faulty}
                onChange={(next) => setHall(index, next)}
                onAddBooth={(size, rect) => addBooth(index, size, rect)}
                onRemove={() => setDraft((plan) => plan && { halls: plan.halls.filter((_, i) => i !== index) })}
                onGalleryDrop={(id, booth) => allocate([{ id, booth, force: false }])}
              />
            ))}
          </div>
          <AllocationPanel
            halls={answer.data?.halls ?? []}
            accepted={accepted.data ?? []}
            pending={allocating.isPending}
            problem={allocation.problem}
            canForce={allocation.canForce}
            said={allocation.said}
            proposal={proposal}
            onAllocate={(id, booth, force) => {
              if (!id || !booth)
                return setAllocation({ problem: t("floorPlan.chooseBoth"), canForce: false, said: "" });
              allocate([{ id, booth, force }]);
            }}
            onFree={(id, label) =>
              free.mutate(id, {
                onSuccess: () =>
                  setAllocation({ problem: "", canForce: false, said: t("floorPlan.freed", { booth: label }) }),
              })
            }
            onSuggest={() => suggest()}
            onAcceptProposal={() =>
              proposal &&
              allocate(proposal.proposal.map((p) => ({ id: p.application.id, booth: p.booth.id, force: false })))
            }
            onDiscardProposal={() => setProposal(null)}
          />
        </div>
      )}
    </>
  );
}
