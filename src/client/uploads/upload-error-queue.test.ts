import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UPLOAD_ERROR_CLEAR_STEP_MS, UPLOAD_ERROR_FIRST_CLEAR_MS } from "../../shared/limits.ts";
import { UploadErrorQueue } from "./upload-error-queue.ts";

const messagesOf = (queue: UploadErrorQueue) => queue.current().map((error) => error.message);

/** When each message left the queue, in ms since the start of the test. */
function recordClearingTimes(queue: UploadErrorQueue): Record<string, number> {
  const clearedAt: Record<string, number> = {};
  let before = messagesOf(queue);
  queue.subscribe(() => {
    const now = messagesOf(queue);
    for (const message of before) if (!now.includes(message)) clearedAt[message] = Date.now() - start;
    before = now;
  });
  return clearedAt;
}

/** Moves the fake clock to `ms` after the start of the test. */
let start = 0;
const advanceTo = (ms: number) => vi.advanceTimersByTime(start + ms - Date.now());

beforeEach(() => {
  vi.useFakeTimers();
  start = Date.now();
});
afterEach(() => vi.useRealTimers());

describe("upload errors clear one by one", () => {
  it("uses the spec's constants: first after 5 s, then one every 300 ms", () => {
    expect(UPLOAD_ERROR_FIRST_CLEAR_MS).toBe(5000);
    expect(UPLOAD_ERROR_CLEAR_STEP_MS).toBe(300);
  });

  it("clears the first error 5 s after it appears, then the next every 300 ms, oldest first", () => {
    const queue = new UploadErrorQueue();
    queue.add(["a.jpg is too large", "b.jpg is too large", "c.jpg is too large"]);
    expect(messagesOf(queue)).toEqual(["a.jpg is too large", "b.jpg is too large", "c.jpg is too large"]);

    advanceTo(4999);
    expect(messagesOf(queue)).toHaveLength(3);
    advanceTo(5000);
    expect(messagesOf(queue)).toEqual(["b.jpg is too large", "c.jpg is too large"]);
    advanceTo(5299);
    expect(messagesOf(queue)).toHaveLength(2);
    advanceTo(5300);
    expect(messagesOf(queue)).toEqual(["c.jpg is too large"]);
    advanceTo(5599);
    expect(messagesOf(queue)).toHaveLength(1);
    advanceTo(5600);
    expect(messagesOf(queue)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("gives an error added later its own full 5 s, even while earlier ones are clearing", () => {
    const queue = new UploadErrorQueue();
    const clearedAt = recordClearingTimes(queue);
    queue.add(["first", "second"]);
    advanceTo(1000);
    queue.add(["third"]);
    advanceTo(5200);
    queue.add(["fourth"]);
    advanceTo(20_000);
    // third appeared at 1000, so not before 6000; fourth appeared at 5200, so not before 10200
    // (the 300 ms step alone would have allowed 5600 and 5900).
    expect(clearedAt).toEqual({ first: 5000, second: 5300, third: 6000, fourth: 10_200 });
  });

  it("after a late timer (a sleeping laptop, a throttled tab) still clears one at a time, 300 ms apart", () => {
    const queue = new UploadErrorQueue();
    const clearedAt = recordClearingTimes(queue);
    queue.add(["a", "b", "c"]);
    vi.setSystemTime(start + 60_000); // the wall clock jumps while no timer runs
    advanceTo(65_000 + 5000 - 1); // the first timer fires once 5 s of timer time have passed
    advanceTo(65_000 + 5000 + 600);
    const [a, b, c] = [clearedAt.a ?? 0, clearedAt.b ?? 0, clearedAt.c ?? 0];
    expect(b - a).toBe(300);
    expect(c - b).toBe(300);
  });

  it("notifies subscribers on every change and keeps the same snapshot between changes", () => {
    const queue = new UploadErrorQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.add(["x is too large"]);
    const snapshot = queue.current();
    expect(queue.current()).toBe(snapshot);
    expect(listener).toHaveBeenCalledTimes(1);
    advanceTo(5000);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    queue.add(["y is too large"]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("gives each error its own id, so the same message twice shows twice", () => {
    const queue = new UploadErrorQueue();
    queue.add(["a.pdf is too large", "a.pdf is too large"]);
    const [one, two] = queue.current();
    expect(one?.message).toBe(two?.message);
    expect(one?.id).not.toBe(two?.id);
  });

  it("stops its clock when disposed", () => {
    const queue = new UploadErrorQueue();
    queue.add(["a", "b"]);
    queue.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(queue.current()).toEqual([]);
    queue.add(["c"]);
    advanceTo(UPLOAD_ERROR_FIRST_CLEAR_MS * 2);
    expect(queue.current()).toEqual([]);
  });
});
