"use client";

import { type FormEvent, useRef, useState } from "react";
import type { z } from "zod/mini";
import { useTranslations } from "next-intl";
import { formDataToValues, translateFieldErrors } from "@/lib/validation/form-errors";
import type { FormState } from "@/lib/validation/form-state";
import { useHydrated } from "./use-hydrated";

/**
 * The browser half of a validated form: checks the shared zod schema before the action runs
 * (same translated messages as the server), shows the server's field errors otherwise, gives
 * back the visitor's input after an error, and hides the error message once the visitor edits.
 *
 * `loadSchema` is a dynamic import: zod is fetched when the visitor first focuses the form, not
 * with the page, so it costs nothing to a visitor who never fills one in. A submit that comes
 * before it arrives waits for it; should it never arrive, the server's checks answer alone.
 */
export function useFormFeedback<Field extends string>(
  loadSchema: () => Promise<z.ZodMiniType>,
  state: FormState<Field, unknown>,
) {
  const t = useTranslations("FormErrors");
  const hydrated = useHydrated();
  const [clientErrors, setClientErrors] = useState<Partial<Record<Field, string>> | null>(null);
  const [editedAfter, setEditedAfter] = useState<number | null>(null);
  const schema = useRef<Promise<z.ZodMiniType | null> | null>(null);
  const loadedSchema = useRef<z.ZodMiniType | null | undefined>(undefined);

  const submittedAt = state.status === "idle" ? 0 : state.submittedAt;
  const serverErrors = state.status === "invalid" ? state.fieldErrors : {};
  const fieldErrors: Partial<Record<Field, string>> = clientErrors ?? serverErrors;
  const values: Partial<Record<Field, string>> = state.status === "invalid" || state.status === "error" ? state.values : {};
  const showError = state.status === "error" && editedAfter !== submittedAt;

  function prepare() {
    schema.current ??= loadSchema().then(
      (loaded) => (loadedSchema.current = loaded),
      () => (loadedSchema.current = null),
    );
    return schema.current;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if (loadedSchema.current === undefined) {
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void prepare().then(() => form.requestSubmit(submitter));
      return;
    }
    if (loadedSchema.current === null) return;
    const parsed = loadedSchema.current.safeParse(formDataToValues(new FormData(form)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const errors = translateFieldErrors<Field>(parsed.error, (key, params) => t(key, params));
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  }

  function onInput() {
    if (state.status === "error") setEditedAfter(submittedAt);
  }

  return {
    hydrated,
    fieldErrors,
    values,
    showError,
    errorMessage: state.status === "error" ? state.message : undefined,
    submittedAt,
    /** Hand the checks to our own messages once JavaScript runs; before that the browser's apply. */
    formProps: { noValidate: hydrated, onSubmit, onInput, onFocus: prepare },
  };
}
