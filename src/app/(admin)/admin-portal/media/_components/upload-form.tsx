"use client";

import { useTranslations } from "next-intl";
import { useActionState, useId, useState, type ChangeEvent } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/fields";
import { successClass } from "@/components/ui/styles";
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
      <TextField
        formId={id}
        name="file"
        label={t("label")}
        type="file"
        accept={uploadAccept}
        required
        onChange={onChange}
        hint={t("hint")}
        error={error}
        announceError
      />
      <div aria-live="polite">
        {!error && state.status === "success" && state.data && <p className={successClass}>{state.data.message}</p>}
      </div>
      <SubmitButton label={t("submit")} pendingLabel={t("pending")} pending={pending} />
    </form>
  );
}
