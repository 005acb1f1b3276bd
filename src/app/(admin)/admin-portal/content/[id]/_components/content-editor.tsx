"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { formatAdminTime } from "@/lib/dates";
import { errorClass, successClass } from "@/components/ui/styles";
import { locales, toLocale, type Locale } from "@/i18n/locales";
import { contentTypes, fieldsOf, type ContentType } from "@/lib/content/catalog";
import { isFilled, type Field } from "@/lib/content/fields";
import type { EditorState } from "@/server/content/actions";
import { EditorField } from "./editor-field";
import type { ReferenceOption } from "./field-input";
import type { MediaChoice } from "./image-input";
import { LocalePublishing } from "./locale-publishing";
import { SchedulePanel } from "./schedule-panel";
import { SearchPreview } from "./search-preview";
import { StaleNotice } from "./stale-notice";
import { SwitchesOff } from "./switches-off";
import { useDraftAutosave, type SaveStatus, type Scope } from "./use-draft-autosave";
import { useItemState } from "./use-item-state";
import { usePublishing } from "./use-publishing";

/**
 * The studio's editor: English and French side by side for each field, the shared fields above.
 * The draft saves itself a second after the last change (and survives a reload: unsaved text is
 * kept in the browser until the server has it; use-draft-autosave.ts). Publishing is per language
 * (use-publishing.ts). A save made from an older revision than the stored one is refused by the
 * server, and the editor shows what the other person changed, keeping this person's text until
 * they choose.
 */
export function ContentEditor({
  initial,
  references,
  media,
  previewPaths,
  pageUrls,
  historyPath,
}: {
  initial: EditorState;
  references: Record<string, ReferenceOption[]>;
  media: MediaChoice[];
  previewPaths: Record<Locale, string>;
  /** For types with search fields: each language's page URL, with `{slug}` where the slug goes. */
  pageUrls?: Record<Locale, string>;
  historyPath: string;
}) {
  const uiLocale = toLocale(useLocale());
  const t = useTranslations("AdminContent");
  const id = initial.item.id;
  const type = initial.item.type as ContentType;
  const { shared: sharedFields, localized } = fieldsOf(type);
  const titleField = contentTypes[type].title;
  const item = useItemState(initial);
  const draft = useDraftAutosave({ initial, item, titleField, hasSlug: "slug" in localized });
  const actions = usePublishing({ id, draft, item });
  const { values, status, stale, change } = draft;
  // A policy's publication first asks for the date it takes effect (shown on its page).
  const [askingDate, setAskingDate] = useState<Locale | null>(null);
  const asksEffectiveDate = "effectiveDate" in sharedFields;

  const openPreview = async (event: React.MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    if (!draft.pending()) return;
    event.preventDefault();
    const tab = window.open("about:blank", "_blank");
    await draft.flush();
    if (tab) tab.location.href = previewPaths[locale];
  };

  const completion = (locale: Locale) => {
    const required = [
      ...Object.entries(sharedFields).map(([name, field]) => [field, values.shared[name]] as const),
      ...Object.entries(localized).map(([name, field]) => [field, values[locale][name]] as const),
    ].filter(([field]) => field.required);
    return { filled: required.filter(([field, value]) => isFilled(field, value)).length, required: required.length };
  };

  const renderField = (scope: Scope, name: string, field: Field) => (
    <EditorField
      key={`field-${scope}-${name}`}
      scope={scope}
      name={name}
      field={field}
      values={values}
      problems={item.problems}
      outdatedDiff={scope === "shared" ? undefined : item.outdated[scope].find((diff) => diff.field === name)}
      titleField={titleField}
      references={references}
      media={media}
      onChange={(value) => change(scope, name, value)}
    />
  );

  return (
    <div className="space-y-8">
      <p
        role="status"
        aria-live="polite"
        className={`text-sm ${status.kind === "failed" ? "font-semibold text-terracotta-deep" : "text-muted"}`}
      >
        {statusText(status, t, uiLocale)}
      </p>
      {draft.restoredLocal && <p className={successClass}>{t("editor.restoredLocal")}</p>}
      {stale && <StaleNotice stale={stale} onResolve={draft.resolveStale} />}
      <div aria-live="polite">
        {item.notice && (
          <div className={item.notice.tone === "success" ? successClass : errorClass}>
            <p>{item.notice.text}</p>
            {item.notice.hidden && <SwitchesOff switches={item.notice.hidden} />}
          </div>
        )}
      </div>

      <section aria-label={t("editor.publishing")} className="grid gap-4 md:grid-cols-2">
        {locales.map((locale) => (
          <LocalePublishing
            key={locale}
            locale={locale}
            item={item}
            actions={actions}
            completion={completion(locale)}
            previewPath={previewPaths[locale]}
            onPreview={(event) => void openPreview(event, locale)}
            asksEffectiveDate={asksEffectiveDate}
            askingDate={askingDate === locale}
            setAskingDate={(asking) => setAskingDate(asking ? locale : null)}
            effectiveDate={String(values.shared.effectiveDate ?? "")}
            onEffectiveDateChange={(value) => change("shared", "effectiveDate", value)}
          />
        ))}
        <div className="rounded-2xl bg-white px-5 pb-5 shadow-sm ring-1 ring-olive-deep/10 md:col-span-2">
          <SchedulePanel
            locale={uiLocale}
            language={t("schedule.bothLanguages")}
            labels={{ open: t("schedule.openBoth"), submit: t("schedule.submitBoth") }}
            schedules={[]}
            failed={undefined}
            busy={actions.publishing !== null}
            problem={actions.scheduleProblem.both}
            onSchedule={(action, at) => void actions.changeSchedule("both", { action, at })}
            onCancel={() => undefined}
          />
        </div>
      </section>

      {Object.keys(sharedFields).length > 0 && (
        <section aria-labelledby="shared-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
          <h2 id="shared-title" className="text-lg font-semibold text-olive-deep">
            {t("editor.shared")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("editor.sharedHint")}</p>
          <div className="mt-4 grid gap-5 md:grid-cols-2">
            {Object.entries(sharedFields).map(([name, field]) => renderField("shared", name, field))}
          </div>
        </section>
      )}

      <section aria-label={`${t("localeNames.en")} / ${t("localeNames.fr")}`} className="space-y-6">
        <div className="hidden grid-cols-2 gap-6 md:grid" aria-hidden>
          {locales.map((locale) => (
            <p key={locale} className="text-sm font-semibold tracking-[0.14em] text-muted uppercase">
              {t(`localeNames.${locale}`)}
            </p>
          ))}
        </div>
        {Object.entries(localized).map(([name, field]) => (
          <div
            key={name}
            className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10 md:grid-cols-2 md:gap-6"
          >
            {locales.map((locale) => (
              <div key={locale} lang={locale}>
                <p className="mb-1 text-xs font-semibold tracking-[0.14em] text-muted uppercase md:hidden">
                  {t(`localeNames.${locale}`)}
                </p>
                {renderField(locale, name, field)}
              </div>
            ))}
          </div>
        ))}
        <p className="text-sm text-muted">{t("editor.typographyHint")}</p>
      </section>
      {pageUrls && (
        <section aria-labelledby="search-preview-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
          <h2 id="search-preview-title" className="text-lg font-semibold text-olive-deep">
            {t("editor.searchPreview")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("editor.searchPreviewHint")}</p>
          <div className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2">
            {locales.map((locale) => (
              <SearchPreview
                key={locale}
                locale={locale}
                values={{ ...values.shared, ...values[locale] }}
                pageUrl={pageUrls[locale]}
                media={media}
              />
            ))}
          </div>
        </section>
      )}
      <p>
        <a href={historyPath} className="font-semibold text-olive-deep underline underline-offset-4">
          {t("editor.history")}
        </a>
      </p>
    </div>
  );
}

function statusText(status: SaveStatus, t: ReturnType<typeof useTranslations<"AdminContent">>, uiLocale: Locale): string {
  return status.kind === "saving"
    ? t("editor.saving")
    : status.kind === "failed"
      ? t("editor.saveFailed")
      : status.kind === "unsaved"
        ? t("editor.unsaved")
        : status.at
          ? t("editor.saved", { time: formatAdminTime(status.at, uiLocale) })
          : "";
}
