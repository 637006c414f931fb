// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { layOutGalleries } from "./gallery-layout.ts";

beforeEach(() => {
  document.body.innerHTML = `
    <div data-gallery-layout>
      <div class="row">
        <button id="wide"><img width="300" height="200" alt=""></button>
        <button id="tall"><img width="200" height="300" alt=""></button>
        <button id="square"><img width="480" height="480" alt=""></button>
        <button id="unsized"><img alt=""></button>
      </div>
    </div>
    <p id="outside"><img width="300" height="200" alt=""></p>`;
  layOutGalleries(document);
});

const parent = (id: string) => document.getElementById(id) as HTMLElement;
const image = (id: string) => parent(id).querySelector("img") as HTMLImageElement;

describe("gallery layout", () => {
  it.each([
    ["wide", 1.5],
    ["tall", 2 / 3],
    ["square", 1],
  ])("gives the parent of the %s image the flex ratio width ÷ height = %d", (id, ratio) => {
    expect(parent(id).style.flex).toBe(`${ratio} 1 0%`);
    expect(Number(parent(id).style.flexGrow)).toBeCloseTo(ratio, 10);
    expect(parent(id).style.flexBasis).toBe("0%");
  });

  it("makes every image full width, auto height and fully opaque", () => {
    for (const id of ["wide", "tall", "square", "unsized"])
      expect(image(id).style).toMatchObject({ width: "100%", height: "auto", opacity: "1" });
  });

  it("leaves a parent alone when its image has no size, and images outside the layout untouched", () => {
    expect(parent("unsized").style.flex).toBe("");
    expect(parent("outside").style.flex).toBe("");
    expect(image("outside").style.opacity).toBe("");
  });
});
