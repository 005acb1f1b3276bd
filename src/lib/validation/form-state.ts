/** Why an action did not do what was asked, beyond invalid input. */
export type ActionRefusal =
  /** The viewer's role does not allow it (or nobody is signed in). */
  | "forbidden"
  /** The feature behind it is switched off. */
  | "disabled"
  | "rate-limited"
  /** The handler said no (wrong password, expired link, ...); `message` says why. */
  | "refused"
  /** Something broke on our side; the form shows its generic error. */
  | "failed";

/**
 * The one result of every Server Action, rendered by the same component with or without
 * JavaScript. `submittedAt` tells two equal outcomes apart (a second error, a second success).
 * `values` gives the visitor's input back (never a password), so nothing typed is lost on an error.
 */
export type FormState<Field extends string = string, Data = undefined> =
  | { status: "idle" }
  | { status: "success"; submittedAt: number; data?: Data }
  | {
      status: "invalid";
      submittedAt: number;
      values: Partial<Record<Field, string>>;
      fieldErrors: Partial<Record<Field, string>>;
    }
  /** `message` is a translated explanation (e.g. the rate limit); absent: the form's generic error. */
  | {
      status: "error";
      submittedAt: number;
      reason: ActionRefusal;
      values: Partial<Record<Field, string>>;
      message?: string;
    };

export const idleFormState = { status: "idle" } as const;

/** The message an error state shows: its own, or the form's generic one. */
export function errorMessage(state: FormState<string, unknown>, generic: string): string | undefined {
  return state.status === "error" ? (state.message ?? generic) : undefined;
}
