import { describe, expect, it } from "vitest";
import { queueNeighbours } from "./queue-neighbours.ts";

const at = (id: string, hour: number) => ({ id, submitted_at: new Date(Date.UTC(2027, 0, 10, hour)).toISOString() });
// Newest first, as the queue sends them; c and b were submitted at the same moment.
const queue = [at("d", 12), at("c", 11), at("b", 11), at("a", 9)];

describe("previous and next in my queue", () => {
  it("are the queue's items either side of one still in it", () => {
    expect(queueNeighbours(queue, at("c", 11))).toEqual({ previous: "d", next: "b", position: 2, total: 4 });
    expect(queueNeighbours(queue, at("d", 12))).toEqual({ previous: null, next: "c", position: 1, total: 4 });
    expect(queueNeighbours(queue, at("a", 9))).toEqual({ previous: "b", next: null, position: 4, total: 4 });
  });

  it("after reviewing one, are the items either side of where it stood", () => {
    expect(queueNeighbours(queue, at("x", 10))).toEqual({ previous: "b", next: "a", position: 0, total: 4 });
    // At the same moment, the order goes by id, descending.
    expect(queueNeighbours(queue, at("bb", 11))).toEqual({ previous: "c", next: "b", position: 0, total: 4 });
    expect(queueNeighbours(queue, at("a0", 11))).toEqual({ previous: "b", next: "a", position: 0, total: 4 });
    expect(queueNeighbours(queue, at("z", 13))).toEqual({ previous: null, next: "d", position: 0, total: 4 });
    expect(queueNeighbours(queue, at("y", 8))).toEqual({ previous: "a", next: null, position: 0, total: 4 });
    expect(queueNeighbours([], at("y", 8))).toEqual({ previous: null, next: null, position: 0, total: 0 });
  });
});
