"use server";

import { z } from "zod";
import { canToggleFlags } from "@/server/auth/permissions";
import { authorize } from "@/server/auth/session";
import { log } from "@/server/log";
import { consumeRateLimit } from "@/server/rate-limit";
import { isFlagName, setFlag } from "./index";

export type ToggleFlagResult =
  | { ok: true; flag: { name: string; enabled: boolean } }
  | { ok: false; error: "forbidden" | "invalid" | "rate-limited" | "failed" };

const toggleSchema = z.object({
  name: z.string().max(100).refine(isFlagName),
  enabled: z.boolean(),
});

/**
 * Switches one flag for an administrator. A public POST endpoint like every Server Action: it
 * checks the role itself, and a refusal carries no data.
 */
export async function toggleFlagAction(name: unknown, enabled: unknown): Promise<ToggleFlagResult> {
  const viewer = await authorize(canToggleFlags).catch((error: unknown) => {
    log.error({ err: error }, "flag toggle: the session could not be read");
    return null;
  });
  if (!viewer) return { ok: false, error: "forbidden" };
  const parsed = toggleSchema.safeParse({ name, enabled });
  if (!parsed.success || !isFlagName(parsed.data.name)) return { ok: false, error: "invalid" };
  try {
    const limit = await consumeRateLimit(`flag-toggle:user:${viewer.user.id}`, { limit: 60, windowMs: 60_000 });
    if (!limit.allowed) return { ok: false, error: "rate-limited" };
    const flag = await setFlag(parsed.data.name, parsed.data.enabled, viewer.user.email);
    return { ok: true, flag: { name: flag.name, enabled: flag.enabled } };
  } catch (error) {
    log.error({ err: error, flag: parsed.data.name }, "flag update failed");
    return { ok: false, error: "failed" };
  }
}
