"use client";

import { useTranslations } from "next-intl";
import { parseMediaReference } from "@/lib/media";
import type { MediaChoice } from "@/server/media/queries";
import { MediaPicker } from "../../_components/media-picker";

export type { MediaChoice } from "@/server/media/queries";

/**
 * An image field: an image from the media library (`media:<id>`), or one of the site's own
 * drawings (`/images/…`, as the seed left them), shown until another image is chosen.
 */
export function ImageInput({
  id,
  value,
  onChange,
  media,
  labelledBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  media: MediaChoice[];
  labelledBy: string;
  "aria-describedby"?: string;
}) {
  const t = useTranslations("AdminContent");
  const drawing = value.startsWith("/images/") ? value : undefined;
  return (
    <div id={id} role="group" aria-labelledby={labelledBy}>
      {drawing && (
        <p className="mt-2 flex items-center gap-3 text-sm text-muted">
          <img src={drawing} alt="" className="h-20 w-auto rounded-lg bg-sand/40" />
          <span className="break-all">{drawing.split("/").pop()}</span>
        </p>
      )}
      <MediaPicker
        media={media}
        value={parseMediaReference(value) ? value : null}
        onChange={(next) => onChange(next ?? "")}
        label={t("fields.image")}
        labelHidden
      />
    </div>
  );
}
