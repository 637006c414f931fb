/** One hall of the plan: its name and size, its drawing, and the table of its booths (the keyboard's way to edit). */
import { type PlanBooth, type PlanHall, SIZE_LABELS } from "../../../shared/floor-plan.ts";
import { BOOTH_SIZES, type BoothSize } from "../../../shared/limits.ts";
import { HallDrawing } from "./HallDrawing.tsx";
import { NumberCell } from "./NumberCell.tsx";

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

  return (
    <section className="plan-hall-editor" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`}>{hall.name || "Unnamed hall"}</h2>
      <div className="plan-hall-fields">
        <label>
          Hall name{" "}
          <input type="text" value={hall.name} onChange={(e) => onChange({ ...hall, name: e.target.value })} />
        </label>
        <label htmlFor={`${prefix}-width`}>Width (m)</label>
        <NumberCell
          id={`${prefix}-width`}
          value={hall.width_m}
          min={1}
          onChange={(v) => onChange({ ...hall, width_m: v })}
        />
        <label htmlFor={`${prefix}-depth`}>Depth (m)</label>
        <NumberCell
          id={`${prefix}-depth`}
          value={hall.depth_m}
          min={1}
          onChange={(v) => onChange({ ...hall, depth_m: v })}
        />
        <button type="button" className="button button--plain" onClick={onRemove}>
          Remove {hall.name || "this hall"}
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
          <caption id={`${prefix}-booths`}>
            Booths in {hall.name || "this hall"}, in metres from the hall's top left corner
          </caption>
          <thead>
            <tr>
              <th scope="col">Id</th>
              <th scope="col">Label</th>
              <th scope="col">Size</th>
              <th scope="col">x</th>
              <th scope="col">y</th>
              <th scope="col">Width</th>
              <th scope="col">Depth</th>
              <th scope="col">Gallery</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {hall.booths.map((booth, i) => {
              const name = `booth ${booth.label || booth.id}`;
              return (
                <tr key={`${booth.id}-${i}`} className={faulty.has(booth.id) ? "plan-row--faulty" : undefined}>
                  <td>
                    <input
                      type="text"
                      className="plan-text"
                      aria-label={`Id of ${name}`}
                      value={booth.id}
                      onChange={(e) => setBooth({ ...booth, id: e.target.value }, i)}
                    />
                  </td>
                  <td>
                    <input
                      type="text"
                      className="plan-text"
                      aria-label={`Label of ${name}`}
                      value={booth.label}
                      onChange={(e) => setBooth({ ...booth, label: e.target.value }, i)}
                    />
                  </td>
                  <td>
                    <select
                      aria-label={`Size of ${name}`}
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
                        label={`${{ x_m: "x", y_m: "y", w_m: "Width", d_m: "Depth" }[field]} of ${name} (m)`}
                        value={booth[field]}
                        onChange={(v) => setBooth({ ...booth, [field]: v }, i)}
                      />
                    </td>
                  ))}
                  <td>{galleries.get(booth.id) ?? <span className="muted">Free</span>}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--plain"
                      aria-label={`Remove ${name}`}
                      onClick={() => onChange({ ...hall, booths: hall.booths.filter((_, j) => j !== i) })}
                    >
                      Remove
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
            Add a {size} booth to {hall.name || "this hall"}
          </button>
        ))}
      </p>
    </section>
  );
}
