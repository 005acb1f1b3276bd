"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { secondaryButtonClass } from "@/components/ui/styles";
import { locales, toLocale } from "@/i18n/locales";
import { mediaReference, parseMediaReference } from "@/lib/media";
import type { MediaChoice } from "@/server/media/queries";
import { MediaPickerDialog } from "../../_components/media-picker";

const smallButton =
  "min-h-11 rounded-full px-3 text-sm font-semibold text-olive-deep ring-1 ring-olive-deep/30 hover:bg-sand/60 disabled:opacity-40";

/**
 * A gallery field: photos from the media library in the order pages show them, the first the
 * cover. Each is moved or removed by its own buttons (named with its number), and one more is
 * added from the library's dialog until the field's maximum.
 */
export function GalleryInput({
  id,
  value,
  onChange,
  media,
  max,
  labelledBy,
  describedBy,
}: {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  media: MediaChoice[];
  max: number;
  labelledBy: string;
  describedBy?: string;
}) {
  const t = useTranslations("AdminContent.gallery");
  const mediaText = useTranslations("AdminMedia");
  const locale = toLocale(useLocale());
  const [open, setOpen] = useState(false);
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <fieldset id={id} aria-labelledby={labelledBy} aria-describedby={describedBy} className="mt-2 space-y-3">
      {value.length === 0 && <p className="text-sm text-muted">{t("none")}</p>}
      <ol className="space-y-3">
        {value.map((reference, index) => {
          const choice = media.find((item) => item.id === parseMediaReference(reference));
          const number = index + 1;
          return (
            <li key={reference} className="flex flex-wrap items-center gap-3 rounded-lg bg-sand/40 p-3">
              {choice ? (
                <img src={choice.thumbnail} alt="" className="h-20 w-auto rounded-lg bg-white" />
              ) : (
                <span className="h-20 w-28 rounded-lg bg-white" aria-hidden />
              )}
              <div className="min-w-40 flex-1 text-sm">
                <p className="font-semibold text-olive-deep">
                  {t("photo", { number })}
                  {index === 0 && <span className="ml-2 rounded-full bg-olive/10 px-2 py-0.5 text-xs">{t("cover")}</span>}
                </p>
                {choice && <p className="break-all text-ink/80">{choice.alt[locale] ?? choice.filename}</p>}
                {choice &&
                  locales
                    .filter((language) => !choice.alt[language])
                    .map((language) => (
                      <p key={language} className="text-xs font-semibold text-terracotta-deep">
                        {mediaText("picker.missingAlt", { language: mediaText(`languages.${language}`) })}
                      </p>
                    ))}
              </div>
              <div className="flex flex-wrap gap-2">
                <button type="button" className={smallButton} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  {t("moveUp", { number })}
                </button>
                <button
                  type="button"
                  className={smallButton}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  {t("moveDown", { number })}
                </button>
                <button type="button" className={smallButton} onClick={() => onChange(value.filter((_, at) => at !== index))}>
                  {t("remove", { number })}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {value.length < max ? (
        <button type="button" className={secondaryButtonClass} onClick={() => setOpen(true)}>
          {t("add")}
        </button>
      ) : (
        <p className="text-sm text-muted">{t("full", { max })}</p>
      )}
      <MediaPickerDialog
        media={media.filter((item) => !value.includes(mediaReference(item.id)))}
        open={open}
        onOpenChange={setOpen}
        onChoose={(mediaId) => {
          // An upload of an image already in the gallery gives that image: it stays where it is.
          if (!value.includes(mediaReference(mediaId))) onChange([...value, mediaReference(mediaId)]);
          setOpen(false);
        }}
      />
    </fieldset>
  );
}
