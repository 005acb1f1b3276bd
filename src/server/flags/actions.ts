"use server";

import "server-only";
import { z } from "zod";
import { flagNames, type FlagName } from "@/lib/flags/catalog";
import { canToggleFlags } from "@/lib/permissions";
import { defineAction } from "@/server/actions/define-action";
import { setFlag } from "./index";

/**
 * Switches one flag for an administrator. A public POST endpoint like every Server Action: the
 * wrapper checks the role, and a refusal carries no data.
 */
export const toggleFlagAction = defineAction({
  schema: z.object({
    name: z.enum(flagNames as [FlagName, ...FlagName[]]),
    enabled: z.boolean(),
    /** Why, in the admin's words; kept in the flag's history. */
    reason: z.string().trim().max(500).optional(),
  }),
  authorize: canToggleFlags,
  rateLimits: (_input, { viewer }) => [["flag-toggle-per-user", viewer?.user.id ?? "anonymous"]],
  handler: async ({ name, enabled, reason }, { viewer }) => {
    const flag = await setFlag(name, enabled, viewer.user.email, reason);
    return {
      ok: true,
      data: {
        name: flag.name,
        enabled: flag.enabled,
        actor: viewer.user.email,
        reason: reason || null,
        changedAt: flag.updatedAt.toISOString(),
      },
    };
  },
});
