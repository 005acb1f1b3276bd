"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { SelectField, TextField } from "@/components/ui/fields";
import { secondaryButtonClass } from "@/components/ui/styles";
import { toLocale, type Locale } from "@/i18n/locales";
import { formatAdminDateTime, toOfficeWallTime } from "@/lib/dates";
import type { FailedSchedule, PendingSchedule, ScheduleAction } from "@/server/content/schedules";

/** Why the last attempt to set a time was refused, shown under the field. */
export type ScheduleProblem = "past" | "invalid" | null;

/** What a schedule form sets: one language, or both at once (one schedule each). */
export type ScheduleTarget = Locale | "both";

/**
 * One language's schedule: what is set to happen to it and when (Ottawa time), each with a
 * cancel button, and a form to publish or unpublish it at a date and time. With `labels`, the
 * form of "Schedule both languages", whose schedules show under each language.
 */
export function SchedulePanel({
  locale,
  language,
  labels,
  schedules,
  failed,
  busy,
  problem,
  onSchedule,
  onCancel,
}: {
  locale: Locale;
  language: string;
  labels?: { open: string; submit: string };
  schedules: PendingSchedule[];
  failed: FailedSchedule | undefined;
  busy: boolean;
  problem: ScheduleProblem;
  onSchedule: (action: ScheduleAction, at: string) => void;
  onCancel: (scheduleId: number) => void;
}) {
  const uiLocale = toLocale(useLocale());
  const t = useTranslations("AdminContent.schedule");
  const id = useId();
  const [action, setAction] = useState<ScheduleAction>("publish");
  // A suggestion an hour from now, on the hour, in Ottawa's time.
  const [at, setAt] = useState(() => toOfficeWallTime(new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3_600_000)));

  return (
    <div className="mt-4 border-t border-olive-deep/10 pt-4">
      {failed && (
        <p role="alert" className="mb-3 rounded-lg bg-terracotta-deep/10 px-3 py-2 text-sm font-medium text-terracotta-deep">
          {t("failed", { when: formatAdminDateTime(new Date(failed.dueAt), uiLocale) ?? "" })}
        </p>
      )}
      {schedules.length > 0 && (
        <ul aria-label={t("listLabel", { locale: language })} className="mb-3 space-y-2">
          {schedules.map((schedule) => (
            <li
              key={schedule.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-saffron/20 px-3 py-2"
            >
              <span className="text-sm text-ink">
                <strong>
                  {t(schedule.action === "publish" ? "publishesAt" : "unpublishesAt", {
                    when: formatAdminDateTime(new Date(schedule.dueAt), uiLocale) ?? "",
                  })}
                </strong>{" "}
                <span className="text-muted">{t("setBy", { who: schedule.createdBy })}</span>
              </span>
              <button
                type="button"
                disabled={busy}
                onClick={() => onCancel(schedule.id)}
                className="min-h-9 rounded-full px-3 text-xs font-semibold text-olive-deep ring-1 ring-olive-deep/30 hover:bg-sand/60"
              >
                {t("cancel")}
                <span className="sr-only">
                  {" "}
                  {t(schedule.action === "publish" ? "cancelPublish" : "cancelUnpublish", { locale: language })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-olive-deep">
          {labels?.open ?? t("open", { locale: language })}
        </summary>
        <form
          className="mt-3 grid gap-3 sm:grid-cols-[auto_1fr]"
          onSubmit={(event) => {
            event.preventDefault();
            onSchedule(action, at);
          }}
        >
          <SelectField
            formId={id}
            name="action"
            label={t("action")}
            value={action}
            onChange={(event) => setAction(event.target.value as ScheduleAction)}
            options={[
              { value: "publish", label: t("publish") },
              { value: "unpublish", label: t("unpublish") },
            ]}
          />
          <TextField
            formId={id}
            name="at"
            label={t("at")}
            type="datetime-local"
            required
            value={at}
            onChange={(event) => setAt(event.target.value)}
            error={problem ? t(problem === "past" ? "past" : "invalid") : undefined}
            lang={locale}
          />
          <div className="sm:col-span-2">
            <button type="submit" className={secondaryButtonClass} disabled={busy}>
              {labels?.submit ?? t("submit", { locale: language })}
            </button>
          </div>
        </form>
      </details>
    </div>
  );
}
