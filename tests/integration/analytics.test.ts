import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { analyticsEvents } from "@/server/db/schema";
import { recordEvent } from "@/server/analytics";

describe("analytics events", () => {
  it("stores app_initialized with its path, user agent and locale, and no address", async () => {
    await recordEvent({ name: "app_initialized", pathname: "/fr/privacy", userAgent: "Test/1.0", locale: "fr" });
    const rows = await (await getDb()).select().from(analyticsEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "app_initialized", pathname: "/fr/privacy", userAgent: "Test/1.0", locale: "fr" });
    expect(Object.keys(rows[0] ?? {})).not.toContain("ip");
  });
});
