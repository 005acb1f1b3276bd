"use client";

import { useActionState } from "react";
import { TextAreaField } from "@/components/ui/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleFormState, type FormState } from "@/lib/validation/form-state";
import { INBOX_TEXT_MAX, type InboxKind } from "@/lib/validation/leads";

type TextState = FormState<"kind" | "id" | "body", { message: string } | undefined>;

/**
 * A text written on an inbox item (a reply e-mailed to the lead, or an internal note): the error
 * beside the field and the text given back after a refusal, emptied once it is saved.
 */
export function InboxTextForm({
  action,
  formId,
  kind,
  id,
  text,
  primary = false,
  lang,
}: {
  action: (state: TextState, input: FormData) => Promise<TextState>;
  formId: string;
  kind: InboxKind;
  id: string;
  text: { title: string; intro: string; label: string; submit: string; pending: string; failed: string };
  primary?: boolean;
  /** The language the text is written in (a reply: the lead's). */
  lang?: string;
}) {
  const [state, formAction, pending] = useActionState(action, idleFormState as TextState);
  const values = state.status === "invalid" || state.status === "error" ? state.values : {};
  const fieldError = state.status === "invalid" ? state.fieldErrors.body : undefined;
  return (
    <form
      action={formAction}
      // A new, empty field after each text saved.
      key={state.status === "success" ? state.submittedAt : formId}
      aria-labelledby={`${formId}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10"
      data-form={formId}
    >
      <h3 id={`${formId}-title`} className="text-lg font-semibold text-olive-deep">
        {text.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{text.intro}</p>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <TextAreaField
        formId={formId}
        name="body"
        label={text.label}
        required
        rows={5}
        maxLength={INBOX_TEXT_MAX}
        lang={lang}
        defaultValue={values.body}
        error={fieldError}
        className="mt-4"
      />
      <div aria-live="polite" className="mt-4 empty:hidden">
        {state.status === "error" && <FormAlert>{state.message ?? text.failed}</FormAlert>}
        {state.status === "success" && state.data && <FormAlert tone="success">{state.data.message}</FormAlert>}
      </div>
      <div className="mt-4">
        <SubmitButton
          pending={pending}
          label={text.submit}
          pendingLabel={text.pending}
          className={primary ? primaryButtonClass : secondaryButtonClass}
        />
      </div>
    </form>
  );
}
