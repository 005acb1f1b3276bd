"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Dialog } from "radix-ui";
import { useId, useState } from "react";
import { TextField } from "@/components/ui/fields";
import { labelClass, secondaryButtonClass } from "@/components/ui/styles";
import { locales, toLocale } from "@/i18n/locales";
import { adminPortalPath } from "@/lib/admin-portal";
import { mediaReference, parseMediaReference } from "@/lib/media";
import type { MediaChoice } from "@/server/media/queries";
import { UploadForm } from "../../media/_components/upload-form";

export interface MediaPickerProps {
  /** The library (`listMedia(db).map(toMediaChoice)` on the page). */
  media: MediaChoice[];
  /** The current value: `media:<id>`, or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The field's visible name (e.g. "Cover image"). */
  label: string;
  /** The field's label is already on the page (the content editor's): it names the button only. */
  labelHidden?: boolean;
  /** With a name, the value is also posted with the enclosing form. */
  name?: string;
}

/**
 * Chooses an image for a content field: the current image, and a button that opens the library
 * (MediaPickerDialog). Gives `media:<id>`. Needs the `AdminMedia` and `AdminResults` messages from
 * a `NextIntlClientProvider` above it.
 */
export function MediaPicker({ media, value, onChange, label, labelHidden, name }: MediaPickerProps) {
  const t = useTranslations("AdminMedia");
  const locale = toLocale(useLocale());
  const [open, setOpen] = useState(false);
  const id = useId();
  const selectedId = value ? parseMediaReference(value) : undefined;
  const selected = media.find((item) => item.id === selectedId);

  return (
    <div>
      <span id={`${id}-label`} className={labelHidden ? "sr-only" : labelClass}>
        {label}
      </span>
      {name && <input type="hidden" name={name} value={value ?? ""} />}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {selected ? (
          <img
            src={selected.thumbnail}
            alt={selected.alt[locale] ?? selected.filename}
            className="h-20 w-auto rounded-lg bg-sand/40"
          />
        ) : (
          <p className="text-sm text-muted">{t("picker.none")}</p>
        )}
        <button type="button" aria-describedby={`${id}-label`} className={secondaryButtonClass} onClick={() => setOpen(true)}>
          {selected ? t("picker.change") : t("picker.choose")}
        </button>
        <MediaPickerDialog
          media={media}
          open={open}
          onOpenChange={setOpen}
          selectedId={selectedId}
          onChoose={(mediaId) => {
            onChange(mediaReference(mediaId));
            setOpen(false);
          }}
          onRemove={
            selected
              ? () => {
                  onChange(null);
                  setOpen(false);
                }
              : undefined
          }
        />
      </div>
    </div>
  );
}

/**
 * The library as a dialog (keyboard and screen-reader friendly, Radix): filtered by file name,
 * with an inline upload; an image without alt text in a language says so.
 */
export function MediaPickerDialog({
  media,
  open,
  onOpenChange,
  selectedId,
  onChoose,
  onRemove,
}: {
  media: MediaChoice[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selectedId?: string;
  onChoose: (mediaId: string) => void;
  onRemove?: () => void;
}) {
  const t = useTranslations("AdminMedia");
  const router = useRouter();
  const [filter, setFilter] = useState("");
  const id = useId();
  const query = filter.trim().toLowerCase();
  const shown = query ? media.filter((item) => item.filename.toLowerCase().includes(query)) : media;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(48rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-olive-deep">{t("picker.title")}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">{t("picker.description")}</Dialog.Description>
          <TextField
            formId={id}
            name="filter"
            label={t("picker.filter")}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            className="mt-4"
          />
          <div className="mt-4 min-h-0 flex-1 overflow-y-auto">
            {shown.length === 0 ? (
              <p className="text-sm text-muted">{t("picker.empty")}</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {shown.map((item) => {
                  const missing = locales.filter((locale) => !item.alt[locale]);
                  return (
                    <li key={item.id}>
                      <button
                        type="button"
                        onClick={() => onChoose(item.id)}
                        aria-pressed={item.id === selectedId}
                        className="flex w-full flex-col gap-1 rounded-xl p-2 text-left ring-1 ring-olive-deep/15 hover:bg-sand/40 focus-visible:ring-2 focus-visible:ring-olive aria-pressed:ring-2 aria-pressed:ring-olive-deep"
                      >
                        <img src={item.thumbnail} alt="" className="aspect-[4/3] w-full rounded-lg bg-sand/40 object-cover" />
                        <span className="text-sm font-medium break-all text-olive-deep">{item.filename}</span>
                        {missing.map((locale) => (
                          <span key={locale} className="text-xs font-semibold text-terracotta-deep">
                            {t("picker.missingAlt", { language: t(`languages.${locale}`) })}
                          </span>
                        ))}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          <details className="mt-4">
            <summary className="cursor-pointer font-semibold text-olive-deep">{t("picker.upload")}</summary>
            <div className="mt-3">
              <UploadForm
                onUploaded={(mediaId) => {
                  // The new image joins the list the page passes in, and is chosen.
                  router.refresh();
                  onChoose(mediaId);
                }}
              />
            </div>
          </details>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <Link href={adminPortalPath("media")} className="text-sm font-medium text-olive-deep underline">
              {t("picker.library")}
            </Link>
            <div className="flex gap-3">
              {onRemove && (
                <button type="button" onClick={onRemove} className={secondaryButtonClass}>
                  {t("picker.remove")}
                </button>
              )}
              <Dialog.Close asChild>
                <button type="button" className={secondaryButtonClass}>
                  {t("picker.close")}
                </button>
              </Dialog.Close>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
