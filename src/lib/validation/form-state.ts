/**
 * What a form shows after a submission, rendered by the same component with or without
 * JavaScript. `submittedAt` tells two equal outcomes apart (a second error, a second success).
 * `values` gives the visitor's input back, so nothing typed is lost on an error.
 */
export type FormState<Field extends string> =
  | { status: "idle" }
  | { status: "success"; submittedAt: number }
  | {
      status: "invalid";
      submittedAt: number;
      values: Partial<Record<Field, string>>;
      fieldErrors: Partial<Record<Field, string>>;
    }
  /** `message` is a translated explanation (e.g. the rate limit); absent: the form's generic error. */
  | { status: "error"; submittedAt: number; values: Partial<Record<Field, string>>; message?: string };

export const idleFormState = { status: "idle" } as const;
