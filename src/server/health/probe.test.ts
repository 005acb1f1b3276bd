import { describe, expect, it, vi } from "vitest";
import { createHealthProbe, type HealthReport } from "./probe";

const healthy: HealthReport = { status: "ok", database: "ok", cacheTags: "ok", outbox: { failed: 0 } };
const down: HealthReport = { status: "unavailable", database: "unreachable", cacheTags: "ok", outbox: { failed: null } };

describe("createHealthProbe", () => {
  it("probes once for two calls within a second, then again once the second has passed", async () => {
    let time = 0;
    const probe = vi.fn(async () => healthy);
    const report = createHealthProbe({ probe, maxAgeMs: 1000, now: () => time });
    expect(await report()).toEqual(healthy);
    time = 999;
    expect(await report()).toEqual(healthy);
    expect(probe).toHaveBeenCalledTimes(1);
    time = 1000;
    await report();
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it("shares a probe still in flight between concurrent callers", async () => {
    let finish: (report: HealthReport) => void = () => {};
    const probe = vi.fn(() => new Promise<HealthReport>((resolve) => (finish = resolve)));
    const report = createHealthProbe({ probe, maxAgeMs: 1000, now: () => 0 });
    const answers = Promise.all([report(), report(), report()]);
    finish(down);
    expect(await answers).toEqual([down, down, down]);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it("probes again at the next call after a probe that threw", async () => {
    const probe = vi.fn<() => Promise<HealthReport>>().mockRejectedValueOnce(new Error("boom")).mockResolvedValue(healthy);
    const report = createHealthProbe({ probe, maxAgeMs: 1000, now: () => 0 });
    await expect(report()).rejects.toThrow("boom");
    expect(await report()).toEqual(healthy);
    expect(probe).toHaveBeenCalledTimes(2);
  });
});
