// zod/mini, like the other settings forms: the alerts form checks its fields in the browser too.
import { z } from "zod/mini";

/** When a staff member hears of a new access or order request: not at all, at once, or in the daily digest. */
export const alertTimings = ["off", "immediate", "digest"] as const;
export type AlertTiming = (typeof alertTimings)[number];

// A checkbox: present ("on") when ticked, absent otherwise.
const checkbox = z.pipe(
  z.transform((value: unknown) => value === true || value === "on" || value === "true"),
  z.boolean(),
);

/** One staff member's alerts, as the settings page's form sends them. */
export const alertPreferencesFormSchema = z.object({
  userId: z.string({ error: "required" }).check(z.minLength(1, "required"), z.maxLength(100, "tooLong")),
  deliveryFailed: checkbox,
  outboxStuck: checkbox,
  newRequests: z.enum(alertTimings, { error: "invalidOption" }),
});
export type AlertPreferencesInput = z.output<typeof alertPreferencesFormSchema>;
export type AlertPreferencesField = keyof z.input<typeof alertPreferencesFormSchema>;
