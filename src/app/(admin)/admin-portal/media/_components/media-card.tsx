import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { TextAreaField } from "@/components/ui/fields";
import { intlLocale, locales, type Locale } from "@/i18n/locales";
import { adminPortalPath } from "@/lib/admin-portal";
import { formatAdminDate } from "@/lib/dates";
import { mediaLimits } from "@/lib/media";
import type { MediaSummary } from "@/server/media/queries";
import type { MediaUsage } from "@/server/media/usage";
import { deleteMediaAction, setMediaAltAction } from "@/server/media/actions";
import { ActionForm } from "../../_components/action-form";

const smallButtonClass =
  "inline-flex min-h-9 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold text-olive-deep ring-1 ring-olive-deep/30 transition-colors hover:bg-sand/60 disabled:cursor-not-allowed disabled:opacity-60";

function fileSize(bytes: number, locale: Locale): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(intlLocale[locale], {
    style: "unit",
    unit: megabytes ? "megabyte" : "kilobyte",
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024));
}

/** One image of the library: preview, facts, alt text per language, where it is used, delete. */
export async function MediaCard({ item, usage, locale }: { item: MediaSummary; usage: MediaUsage[]; locale: Locale }) {
  const [t, results] = await Promise.all([
    getTranslations({ locale, namespace: "AdminMedia" }),
    getTranslations({ locale, namespace: "AdminResults" }),
  ]);
  const thumbnail = item.variants.find((variant) => variant.src === item.thumbnail);
  const language = (of: Locale) => t(`languages.${of}`);
  const languageList = new Intl.ListFormat(intlLocale[locale], { type: "conjunction" });
  const headingId = `media-${item.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-olive-deep/10 sm:flex-row"
    >
      <div className="shrink-0 sm:w-48">
        {thumbnail && (
          <img
            src={thumbnail.src}
            width={thumbnail.width}
            height={thumbnail.height}
            loading="lazy"
            alt={t("list.preview", { filename: item.filename })}
            className="h-auto w-full rounded-lg bg-sand/40 object-contain"
          />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-4">
        <div>
          <h3 id={headingId} className="font-semibold break-all text-olive-deep">
            {item.filename}
          </h3>
          <p className="text-sm text-muted">
            {t("list.details", {
              width: item.width,
              height: item.height,
              size: fileSize(item.bytes, locale),
              format: item.format.toUpperCase(),
            })}
          </p>
          <p className="text-sm text-muted">
            {t("list.uploaded", {
              email: item.createdBy,
              date: formatAdminDate(item.createdAt, locale),
            })}
          </p>
          <p className="mt-2 flex flex-wrap gap-2">
            {locales
              .filter((of) => !item.alt[of])
              .map((of) => (
                <span
                  key={of}
                  className="rounded-full bg-terracotta-deep/10 px-2.5 py-0.5 text-xs font-semibold text-terracotta-deep"
                >
                  {t("alt.missing", { language: language(of) })}
                </span>
              ))}
          </p>
        </div>

        <div className="grid gap-4 lg:grid-cols-2">
          {locales.map((of) => (
            <ActionForm
              key={of}
              action={setMediaAltAction}
              fields={{ mediaId: item.id, locale: of }}
              label={t("alt.save")}
              pendingLabel={t("alt.saving")}
              failed={results("failed")}
              buttonClass={`${smallButtonClass} mt-2`}
            >
              <TextAreaField
                formId={`alt-${item.id}-${of}`}
                name="alt"
                label={t("alt.label", { language: language(of) })}
                rows={2}
                maxLength={mediaLimits.altLength}
                defaultValue={item.alt[of] ?? ""}
                lang={of}
                describedBy={`alt-hint-${item.id}`}
              />
            </ActionForm>
          ))}
        </div>
        <p id={`alt-hint-${item.id}`} className="text-sm text-muted">
          {t("alt.hint")}
        </p>

        <div>
          <h4 className="text-sm font-semibold text-olive-deep">{t("usage.heading")}</h4>
          {usage.length === 0 ? (
            <p className="text-sm text-muted">{t("usage.none")}</p>
          ) : (
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
              {usage.map((use) => (
                <li key={use.itemId}>
                  <Link href={`${adminPortalPath("content")}/${use.itemId}`} className="font-medium text-olive-deep underline">
                    {use.label}
                  </Link>{" "}
                  <span className="text-muted">
                    (
                    {[use.type, languageList.format(use.locales.map(language)), use.archived && t("usage.archived")]
                      .filter(Boolean)
                      .join(" · ")}
                    )
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>

        {usage.length > 0 ? (
          <div>
            <button type="button" disabled aria-describedby={`delete-blocked-${item.id}`} className={smallButtonClass}>
              {t("delete.button")}
            </button>
            <p id={`delete-blocked-${item.id}`} className="mt-1 text-sm text-muted">
              {t("delete.blocked")}
            </p>
          </div>
        ) : (
          <ActionForm
            action={deleteMediaAction}
            fields={{ mediaId: item.id }}
            label={t("delete.button")}
            pendingLabel={t("delete.pending")}
            confirm={t("delete.confirm", { filename: item.filename })}
            failed={results("failed")}
            buttonClass={smallButtonClass}
          />
        )}
      </div>
    </li>
  );
}
