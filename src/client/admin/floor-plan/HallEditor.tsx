/** One hall of the plan: its name and size, its drawing, and the table of its booths (the keyboard's way to edit). */
import type { PlanBooth, PlanHall } from "../../../shared/floor-plan.ts";
import { BOOTH_SIZES, type BoothSize } from "../../../shared/limits.ts";
import { t } from "../words.ts";
import { HallDrawing } from "./HallDrawing.tsx";
import { NumberCell } from "./NumberCell.tsx";
import { SIZE_LABELS } from "./size-labels.ts";

/** A booth's measures as the table names them in an input's accessible name. */
const MEASURE_OF = {
  x_m: "floorPlan.xOf",
  y_m: "floorPlan.yOf",
  w_m: "floorPlan.widthOf",
  d_m: "floorPlan.depthOf",
} as const;

export interface HallEditorProps {
  hall: PlanHall;
  index: number;
  galleries: ReadonlyMap<string, string>;
  faulty: ReadonlySet<string>;
  onChange(hall: PlanHall): void;
  onAddBooth(size: BoothSize, rect?: { x_m: number; y_m: number; w_m: number; d_m: number }): void;
  onRemove(): void;
  onGalleryDrop(applicationId: string, boothId: string): void;
}

export function HallEditor({
  hall,
  index,
  galleries,
  faulty,
  onChange,
  onAddBooth,
  onRemove,
  onGalleryDrop,
}: HallEditorProps) {
  const prefix = `hall-${index}`;
  const setBooth = (booth: PlanBooth, at: number) =>
    onChange({ ...hall, booths: hall.booths.map((b, i) => (i === at ? booth : b)) });
  const boothAt = (id: string) => hall.booths.findIndex((b) => b.id === id);
  // An unnamed hall is "this hall" in the sentences about it.
  const named = { named: hall.name ? "yes" : "no", hall: hall.name };

  return (
    <section className="plan-hall-editor" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`}>{hall.name || t("floorPlan.unnamedHall")}</h2>
      <div className="plan-hall-fields">
        <label>
          {t("floorPlan.hallName")}{" "}
          <input type="text" value={hall.name} onChange={(e) => onChange({ ...hall, name: e.target.value })} />
        </label>
        <label htmlFor={`${prefix}-width`}>{t("floorPlan.hallWidth")}</label>
        <NumberCell
          id={`${prefix}-width`}
          value={hall.width_m}
          min={1}
          onChange={(v) => onChange({ ...hall, width_m: v })}
        />
        <label htmlFor={`${prefix}-depth`}>{t("floorPlan.hallDepth")}</label>
        <NumberCell
          id={`${prefix}-depth`}
          value={hall.depth_m}
          min={1}
          onChange={(v) => onChange({ ...hall, depth_m: v })}
        />
        <button type="button" className="button button--plain" onClick={onRemove}>
          {t("floorPlan.removeHall", named)}
        </button>
      </div>
      <HallDrawing
        hall={hall}
        galleries={galleries}
        faulty={faulty}
        onBoothChange={(booth) => setBooth(booth, boothAt(booth.id))}
        onDraw={(rect) => onAddBooth("small", rect)}
        onGalleryDrop={onGalleryDrop}
      />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the table scrolls sideways in its own region, not the page, and a scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="plan-table-wrap" aria-labelledby={`${prefix}-booths`} tabIndex={0}>
        <table className="plan-table">
          <caption id={`${prefix}-booths`}>{t("floorPlan.boothsIn", named)}</caption>
          <thead>
            <tr>
              <th scope="col">{t("floorPlan.columnId")}</th>
              <th scope="col">{t("floorPlan.columnLabel")}</th>
              <th scope="col">{t("floorPlan.columnSize")}</th>
              {/* The coordinates' names, the same in every language. */}
              <th scope="col">x</th>
              <th scope="col">y</th>
              <th scope="col">{t("floorPlan.columnWidth")}</th>
              <th scope="col">{t("floorPlan.columnDepth")}</th>
              <th scope="col">{t("floorPlan.columnGallery")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("floorPlan.columnRemove")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {hall.booths.map((booth, i) => {
              const name = booth.label || booth.id;
              return (
                <tr key={`${booth.id}-${i}`} className={faulty.has(booth.id) ? "plan-row--faulty" : undefined}>
                  <td>
                    <input
                      type="text"
                      className="plan-text"
                      aria-label={t("floorPlan.idOf", { booth: name })}
                      value={booth.id}
                      onChange={(e) => setBooth({ ...booth, id: e.target.value }, i)}
                    />
                  </td>
                  <td>
                    <input
                      type="text"
                      className="plan-text"
                      aria-label={t("floorPlan.labelOf", { booth: name })}
                      value={booth.label}
                      onChange={(e) => setBooth({ ...booth, label: e.target.value }, i)}
                    />
                  </td>
                  <td>
                    <select
                      aria-label={t("floorPlan.sizeOf", { booth: name })}
                      value={booth.size}
                      onChange={(e) => setBooth({ ...booth, size: e.target.value as BoothSize }, i)}
                    >
                      {BOOTH_SIZES.map((size) => (
                        <option key={size} value={size}>
                          {SIZE_LABELS[size]}
                        </option>
                      ))}
                    </select>
                  </td>
                  {(["x_m", "y_m", "w_m", "d_m"] as const).map((field) => (
                    <td key={field}>
                      <NumberCell
                        label={t(MEASURE_OF[field], { booth: name })}
                        value={booth[field]}
                        onChange={(v) => setBooth({ ...booth, [field]: v }, i)}
                      />
                    </td>
                  ))}
                  <td>{galleries.get(booth.id) ?? <span className="muted">{t("floorPlan.free")}</span>}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--plain"
                      aria-label={t("floorPlan.removeBooth", { booth: name })}
                      onClick={() => onChange({ ...hall, booths: hall.booths.filter((_, j) => j !== i) })}
                    >
                      {t("floorPlan.remove")}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <p className="plan-add">
        {BOOTH_SIZES.map((size) => (
          <button key={size} type="button" className="button button--secondary" onClick={() => onAddBooth(size)}>
            {t("floorPlan.addBooth", { size, ...named })}
          </button>
        ))}
      </p>
    </section>
  );
}
