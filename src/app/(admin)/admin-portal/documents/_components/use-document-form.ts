"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import type { FormState } from "@/lib/validation/form-state";

const failedState = (): FormState<string, never> => ({ status: "error", submittedAt: Date.now(), reason: "failed", values: {} });

/**
 * A staff document form posted to its route handler (src/server/documents/form-post.ts): with
 * JavaScript, sent with fetch and answered with the form's state (nothing typed is lost, errors
 * show beside their fields, the page's lists refresh after a success); without it, the browser
 * posts the form itself and follows the answer's redirect.
 */
export function useDocumentForm<Data>(
  initial: FormState<string, Data>,
  {
    beforeSend,
    onSuccess,
  }: { beforeSend?: () => boolean; onSuccess?: (form: HTMLFormElement, data: Data | undefined) => void } = {},
) {
  const [state, setState] = useState<FormState<string, Data>>(initial);
  const [pending, startTransition] = useTransition();
  const router = useRouter();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (beforeSend && !beforeSend()) return;
    const form = event.currentTarget;
    const body = new FormData(form);
    startTransition(async () => {
      const response = await fetch(form.action, { method: "POST", body, headers: { accept: "application/json" } }).catch(
        () => undefined,
      );
      const next = response?.headers.get("content-type")?.startsWith("application/json")
        ? ((await response.json()) as FormState<string, Data>)
        : failedState();
      setState(next);
      if (next.status === "success") {
        onSuccess?.(form, next.data);
        router.refresh();
      }
    });
  };

  return { state, pending, onSubmit };
}
