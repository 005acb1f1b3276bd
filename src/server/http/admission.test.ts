import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "../../../messages/en.json";
import fr from "../../../messages/fr.json";
import { createAdmission, laneOf } from "./admission";
import { addressGroup } from "./forwarded-for";

const root = path.resolve(import.meta.dirname, "../../..");

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A request and the answer admission may write to it, in memory; `bytes` is what the socket read. */
function exchange(method: string, url: string, headers: Record<string, string> = {}, complete = true) {
  const socket = Object.assign(new EventEmitter(), { bytesRead: 100, destroyed: false, destroy: vi.fn() });
  socket.destroy.mockImplementation(() => {
    socket.destroyed = true;
  });
  const req = Object.assign(new EventEmitter(), { method, url, headers, complete, socket }) as unknown as IncomingMessage &
    EventEmitter & { socket: typeof socket };
  const sent: { status?: number; headers: Record<string, string>; body?: string } = { headers: {} };
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headersSent: false,
    writableEnded: false,
    destroyed: false,
    setHeader: (name: string, value: string) => (sent.headers[name.toLowerCase()] = value),
    writeHead(status: number, headers: Record<string, string>) {
      res.statusCode = status;
      for (const [name, value] of Object.entries(headers)) sent.headers[name.toLowerCase()] = value;
      return res;
    },
    end(body: string, done?: () => void) {
      sent.body = body;
      sent.status = res.statusCode;
      res.writableEnded = true;
      done?.();
    },
  });
  return { req, res: res as unknown as ServerResponse & EventEmitter, sent };
}

const settings = { maxInFlight: 2, maxPerAddress: 1, waitMs: 2000, bodyTimeoutMs: 5000, root };

describe("admission", () => {
  it("sorts requests into lanes: pages never counted, beacons apart from form posts", () => {
    expect(laneOf({ method: "GET", url: "/" })).toBeUndefined();
    expect(laneOf({ method: "HEAD", url: "/api/events" })).toBeUndefined();
    expect(laneOf({ method: "POST", url: "/api/events" })).toBe("beacons");
    expect(laneOf({ method: "POST", url: "/" })).toBe("forms");
    expect(laneOf({ method: "POST", url: "/api/events-export" })).toBe("forms");
  });

  it("makes a post over the bound wait, then answers 503 with Retry-After in the page's language", async () => {
    const admission = createAdmission(settings);
    const held = [exchange("POST", "/"), exchange("POST", "/fr")];
    for (const [i, { req, res }] of held.entries()) expect(await admission.admit(req, res, `10.0.0.${i}`)).toBe(true);

    const french = exchange("POST", "/fr/contact");
    const scripted = exchange("POST", "/", { "next-action": "abc" });
    const waiting = [
      admission.admit(french.req, french.res, "10.0.0.9"),
      admission.admit(scripted.req, scripted.res, "10.0.0.8"),
    ];
    await vi.advanceTimersByTimeAsync(1999);
    expect(french.sent.status).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(await Promise.all(waiting)).toEqual([false, false]);
    expect(french.sent.status).toBe(503);
    expect(french.sent.headers["retry-after"]).toBe("2");
    expect(french.sent.headers["content-type"]).toMatch(/text\/html/);
    expect(french.sent.body).toContain(fr.ServerBusy.title);
    // A Server Action called from script shows a text answer as its error.
    expect(scripted.sent.headers["content-type"]).toBe("text/plain");
    expect(scripted.sent.body).toBe(en.ServerBusy.message);
    // The security headers and a strict policy, as on every answer (issue 31).
    for (const { sent } of [french, scripted]) {
      expect(sent.headers["x-content-type-options"]).toBe("nosniff");
      expect(sent.headers["x-frame-options"]).toBe("DENY");
      expect(sent.headers["content-security-policy"]).toContain("default-src 'none'");
    }
  });

  it("gives the slot a post frees to one waiting, which is then answered by the app", async () => {
    const admission = createAdmission(settings);
    const first = exchange("POST", "/");
    const second = exchange("POST", "/");
    await admission.admit(first.req, first.res, "10.0.0.1");
    await admission.admit(second.req, second.res, "10.0.0.2");
    const third = exchange("POST", "/");
    const admitted = admission.admit(third.req, third.res, "10.0.0.3");
    await vi.advanceTimersByTimeAsync(300);
    first.res.emit("close");
    expect(await admitted).toBe(true);
    expect(third.sent.status).toBeUndefined();
  });

  it("counts an IPv6 /64 as one visitor: a second address in it waits for the first's slot", async () => {
    const admission = createAdmission({ ...settings, maxInFlight: 10 });
    const first = exchange("POST", "/");
    expect(await admission.admit(first.req, first.res, addressGroup("2001:db8:aa:bb::1"))).toBe(true);
    const neighbour = exchange("POST", "/");
    const waiting = admission.admit(neighbour.req, neighbour.res, addressGroup("2001:db8:aa:bb:1234:5678:9abc:def0"));
    const elsewhere = exchange("POST", "/");
    expect(await admission.admit(elsewhere.req, elsewhere.res, addressGroup("2001:db8:aa:bc::1"))).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await waiting).toBe(false);
    expect(neighbour.sent.status).toBe(503);
  });

  it("keeps beacons in their own lane: a beacon flood takes no form slot and is answered 429 at once", async () => {
    const admission = createAdmission(settings);
    const beacons = Array.from({ length: 10 }, () => exchange("POST", "/api/events"));
    const answers = await Promise.all(beacons.map(({ req, res }) => admission.admit(req, res, "10.0.0.66")));
    expect(answers.filter(Boolean)).toHaveLength(4);
    expect(beacons.filter(({ sent }) => sent.status === 429)).toHaveLength(6);
    expect(beacons.find(({ sent }) => sent.status === 429)?.sent.headers["retry-after"]).toBe("1");
    // Both form slots are still free, even to the same address.
    const post = exchange("POST", "/");
    expect(await admission.admit(post.req, post.res, "10.0.0.66")).toBe(true);
    expect(admission.stats("forms")).toEqual({ active: 1, waiting: 0 });
  });

  it("cuts a body silent for the timeout with 408, closes its connection and frees its slot", async () => {
    const admission = createAdmission({ ...settings, maxInFlight: 1, maxPerAddress: 1 });
    const silent = exchange("POST", "/", {}, false);
    silent.res.on("close", () => {});
    expect(await admission.admit(silent.req, silent.res, "10.0.0.1")).toBe(true);
    // Some bytes arrive after 3 s: the silence counts from then.
    await vi.advanceTimersByTimeAsync(3000);
    silent.req.socket.bytesRead += 10;
    await vi.advanceTimersByTimeAsync(4000);
    expect(silent.sent.status).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1500);
    expect(silent.sent.status).toBe(408);
    expect(silent.sent.headers["x-content-type-options"]).toBe("nosniff");
    expect(silent.sent.headers.connection).toBe("close");
    expect(silent.req.socket.destroy).toHaveBeenCalled();
    silent.res.emit("close");
    const next = exchange("POST", "/");
    expect(await admission.admit(next.req, next.res, "10.0.0.2")).toBe(true);
  });

  it("leaves a body that arrived whole alone, however long the app takes", async () => {
    const admission = createAdmission(settings);
    const whole = exchange("POST", "/");
    await admission.admit(whole.req, whole.res, "10.0.0.1");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(whole.sent.status).toBeUndefined();
  });
});

describe("addressGroup", () => {
  it("keeps an IPv4 address, and groups IPv6 by /64 however it is written", () => {
    expect(addressGroup("203.0.113.9")).toBe("203.0.113.9");
    expect(addressGroup("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressGroup("2001:0db8:0000:0000:ffff:0:0:1")).toBe("2001:db8:0:0::/64");
    expect(addressGroup("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
    expect(addressGroup("2001:db8:1:2:3:4:1.2.3.4")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("unknown")).toBe("unknown");
    expect(addressGroup("not:an:address:at:all")).toBe("not:an:address:at:all");
  });
});
