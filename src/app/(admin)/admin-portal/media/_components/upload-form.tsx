"use client";

import { useTranslations } from "next-intl";
import { useActionState, useId, useState, type ChangeEvent } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { errorClass, inputClass, labelClass, successClass } from "@/components/ui/styles";
import { mediaLimits, uploadAccept } from "@/lib/media";
import { idleFormState } from "@/lib/validation/form-state";
import { uploadMediaAction } from "@/server/media/actions";

type UploadState = Awaited<ReturnType<typeof uploadMediaAction>>;

/**
 * Uploads one image. A multipart form posted to a Server Action, so it works without JavaScript;
 * with it, a file over 10 MB is refused before it is sent. Errors sit under the field.
 */
export function UploadForm({ onUploaded }: { onUploaded?: (mediaId: string) => void }) {
  const t = useTranslations("AdminMedia.upload");
  const failed = useTranslations("AdminResults")("failed");
  const [state, formAction, pending] = useActionState<UploadState, FormData>(async (previous, form) => {
    const next = await uploadMediaAction(previous, form);
    if (next.status === "success" && next.data) onUploaded?.(next.data.mediaId);
    return next;
  }, idleFormState);
  const [tooLarge, setTooLarge] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setTooLarge(Boolean(file && file.size > mediaLimits.maxBytes));
  };

  const error = tooLarge
    ? t("tooLarge")
    : state.status === "invalid"
      ? t("required")
      : state.status === "error"
        ? (state.message ?? failed)
        : undefined;

  return (
    <form
      action={formAction}
      onSubmit={(event) => {
        if (tooLarge) event.preventDefault();
      }}
      className="max-w-xl space-y-3"
      noValidate
    >
      <div>
        <label htmlFor={`${id}-file`} className={labelClass}>
          {t("label")}
        </label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept={uploadAccept}
          required
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className={`${inputClass} file:mr-3 file:rounded-full file:border-0 file:bg-sand file:px-4 file:py-1.5 file:font-semibold file:text-olive-deep`}
        />
        <p id={hintId} className="mt-1 text-sm text-muted">
          {t("hint")}
        </p>
        <div aria-live="polite">
          {error && (
            <p id={errorId} role="alert" className={`mt-2 ${errorClass}`}>
              {error}
            </p>
          )}
          {!error && state.status === "success" && state.data && <p className={`mt-2 ${successClass}`}>{state.data.message}</p>}
        </div>
      </div>
      <SubmitButton label={t("submit")} pendingLabel={t("pending")} pending={pending} />
    </form>
  );
}
