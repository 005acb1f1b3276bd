import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLane, type Slot } from "./admission-lane";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Enters and records, in order, who got a slot and who was refused. */
function recorder() {
  const events: string[] = [];
  const slots: Slot[] = [];
  const track = (label: string, entering: Promise<Slot | undefined>) =>
    entering.then((slot) => {
      events.push(slot ? `${label} in` : `${label} refused`);
      if (slot) slots.push(slot);
      return slot;
    });
  return { events, slots, track };
}

describe("an admission lane", () => {
  it("admits at once under both bounds, and holds one address to its own bound while others still get in", async () => {
    const lane = createLane({ total: 4, perAddress: 2, waitMs: 1000, queuePerAddress: 8 });
    const { events, track } = recorder();
    await Promise.all([track("a1", lane.enter("a")), track("a2", lane.enter("a")), track("b1", lane.enter("b"))]);
    void track("a3", lane.enter("a"));
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(["a1 in", "a2 in", "b1 in"]);
    expect(lane.stats("a")).toEqual({ active: 2, waiting: 1 });
    // A free overall slot is still taken by another address.
    await track("c1", lane.enter("c"));
    expect(events.at(-1)).toBe("c1 in");
  });

  it("serves waiting addresses in turn, not in arrival order", async () => {
    const lane = createLane({ total: 1, perAddress: 1, waitMs: 10_000, queuePerAddress: 10 });
    const { events, slots, track } = recorder();
    await track("first", lane.enter("flood"));
    // One address queues five posts, then another visitor one.
    for (let i = 1; i <= 5; i++) void track(`flood${i}`, lane.enter("flood"));
    void track("visitor", lane.enter("visitor"));
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 3; i++) {
      slots.shift()?.release();
      await vi.advanceTimersByTimeAsync(0);
    }
    // In arrival order the visitor would come after flood5; in turn it comes right after flood1.
    expect(events).toEqual(["first in", "flood1 in", "visitor in", "flood2 in"]);
  });

  it("refuses after the wait when no slot frees, and at once past the address's queue", async () => {
    const lane = createLane({ total: 1, perAddress: 1, waitMs: 2000, queuePerAddress: 2 });
    const { events, track } = recorder();
    await track("held", lane.enter("a"));
    void track("waits", lane.enter("b"));
    void track("waits too", lane.enter("b"));
    await track("over the queue", lane.enter("b"));
    expect(events).toEqual(["held in", "over the queue refused"]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(events).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(["held in", "over the queue refused", "waits refused", "waits too refused"]);
    expect(lane.stats()).toEqual({ active: 1, waiting: 0 });
  });

  it("gives a slot freed during the wait to the one waiting, and never twice for a slot released twice", async () => {
    const lane = createLane({ total: 1, perAddress: 1, waitMs: 2000, queuePerAddress: 4 });
    const { events, slots, track } = recorder();
    await track("held", lane.enter("a"));
    void track("b", lane.enter("b"));
    void track("c", lane.enter("c"));
    await vi.advanceTimersByTimeAsync(500);
    const held = slots[0];
    held?.release();
    held?.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(["held in", "b in"]);
    expect(lane.stats()).toEqual({ active: 1, waiting: 1 });
  });

  it("drops a waiting request whose visitor left, so it takes no slot", async () => {
    const lane = createLane({ total: 1, perAddress: 1, waitMs: 2000, queuePerAddress: 4 });
    const { events, slots, track } = recorder();
    await track("held", lane.enter("a"));
    const gone = new AbortController();
    void track("gone", lane.enter("b", gone.signal));
    void track("stays", lane.enter("c"));
    gone.abort();
    await vi.advanceTimersByTimeAsync(0);
    slots[0]?.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(["held in", "gone refused", "stays in"]);
  });

  it("with no wait (the beacon lane), refuses at once past a bound", async () => {
    const lane = createLane({ total: 10, perAddress: 2, waitMs: 0, queuePerAddress: 0 });
    const { events, track } = recorder();
    await Promise.all([track("1", lane.enter("a")), track("2", lane.enter("a")), track("3", lane.enter("a"))]);
    expect(events).toEqual(["1 in", "2 in", "3 refused"]);
  });
});
