"use client";

import { useTranslations } from "next-intl";
import { useLocale } from "next-intl";
import { formatAdminDateTime } from "@/lib/dates";
import { TextField } from "@/components/ui/fields";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { toLocale, type Locale } from "@/i18n/locales";
import { LocaleStateBadge } from "../../_components/locale-state-badge";
import { SchedulePanel } from "./schedule-panel";
import { SwitchesOff } from "./switches-off";
import type { ItemState } from "./use-item-state";
import type { Publishing } from "./use-publishing";
import type { FlagName } from "@/lib/flags/catalog";

/**
 * One language's publishing: its state, how complete it is, when and by whom it was published,
 * what keeps it hidden or out of date, and its buttons (publish, unpublish, preview, schedule).
 * A policy's publication first asks for the date it takes effect (`asksEffectiveDate`).
 */
export function LocalePublishing({
  locale,
  item,
  actions,
  completion,
  previewPath,
  onPreview,
  asksEffectiveDate,
  askingDate,
  setAskingDate,
  effectiveDate,
  onEffectiveDateChange,
}: {
  locale: Locale;
  item: ItemState;
  actions: Publishing;
  completion: { filled: number; required: number };
  previewPath: string;
  onPreview: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  asksEffectiveDate: boolean;
  askingDate: boolean;
  setAskingDate: (asking: boolean) => void;
  effectiveDate: string;
  onEffectiveDateChange: (value: string) => void;
}) {
  const t = useTranslations("AdminContent");
  const uiLocale = toLocale(useLocale());
  const { filled, required } = completion;
  const language = t(`localeNames.${locale}`);
  const info = item.info[locale];
  const outdated = item.outdated[locale].length > 0;
  const offSwitches: FlagName[] = item.offSwitches[locale];
  const busy = actions.publishing !== null;
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-olive-deep first-letter:uppercase">{language}</h2>
        <LocaleStateBadge state={info.state} label={t(`localeState.${info.state}`)} />
      </div>
      {/* What the meter shows, in words: its name. */}
      <p id={`completion-${locale}-label`} className="mt-3 text-sm text-muted">
        {t("editor.completion", { filled, required })}
      </p>
      <meter
        id={`completion-${locale}`}
        aria-labelledby={`completion-${locale}-label`}
        min={0}
        max={required}
        value={filled}
        className="mt-1 h-2 w-full"
      />
      {info.publishedAt && (
        <p className="mt-2 text-xs text-muted">
          {t("editor.publishedAt", {
            when: formatAdminDateTime(new Date(info.publishedAt!), uiLocale),
            who: info.publishedBy ?? "—",
          })}
        </p>
      )}
      {outdated && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-saffron/30 px-2 py-0.5 text-xs font-semibold text-ink">
            {t(`outdated.badge.${locale}`)}
          </span>
          <button
            type="button"
            className="text-sm font-semibold text-olive-deep underline underline-offset-4"
            disabled={busy}
            onClick={() => void actions.dismiss(locale)}
          >
            {t(`outdated.dismiss.${locale}`)}
          </button>
        </div>
      )}
      {offSwitches.length > 0 && (
        <div className="mt-3 rounded-lg bg-sand px-3 py-2 text-sm text-ink" data-testid={`switched-off-${locale}`}>
          <p className="font-semibold">{t("editor.hiddenBefore", { locale: language })}</p>
          <SwitchesOff switches={offSwitches} />
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryButtonClass}
          disabled={busy || info.state === "published"}
          onClick={() => (asksEffectiveDate ? setAskingDate(true) : void actions.publish(locale, true))}
        >
          {t(info.state === "changed" ? "editor.publishAgain" : "editor.publish", { locale: language })}
        </button>
        {info.state !== "draft" && (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={busy}
            onClick={() => void actions.publish(locale, false)}
          >
            {t("editor.unpublish", { locale: language })}
          </button>
        )}
        <a href={previewPath} target="_blank" rel="noopener" onClick={onPreview} className={secondaryButtonClass}>
          {t("editor.preview", { locale: language })}
        </a>
      </div>
      {askingDate && (
        <form
          className="mt-4 rounded-lg bg-sand/60 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            setAskingDate(false);
            void actions.publish(locale, true);
          }}
        >
          <TextField
            formId={`publish-${locale}`}
            name="effectiveDate"
            label={t("editor.effectiveDateAsk")}
            type="date"
            required
            value={effectiveDate}
            onChange={(event) => onEffectiveDateChange(event.target.value)}
            controlClassName={`${inputClass} sm:max-w-xs`}
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="submit" className={primaryButtonClass} disabled={busy}>
              {t("editor.effectiveDatePublish", { locale: language })}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setAskingDate(false)}>
              {t("editor.effectiveDateCancel")}
            </button>
          </div>
        </form>
      )}
      <SchedulePanel
        locale={locale}
        language={language}
        schedules={item.schedules.filter((schedule) => schedule.locale === locale)}
        failed={item.failedSchedules.find((schedule) => schedule.locale === locale)}
        busy={busy}
        problem={actions.scheduleProblem[locale]}
        onSchedule={(action, at) => void actions.changeSchedule(locale, { action, at })}
        onCancel={(scheduleId) => void actions.changeSchedule(locale, { cancel: scheduleId })}
      />
    </div>
  );
}
