"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Locale } from "@/i18n/locales";
import { idleFormState } from "@/lib/validation/form-state";
import {
  cancelScheduleAction,
  dismissOutdatedAction,
  publishContentAction,
  scheduleContentAction,
} from "@/server/content/actions";
import type { ScheduleAction } from "@/server/content/schedules";
import type { ScheduleProblem, ScheduleTarget } from "./schedule-panel";
import type { DraftAutosave } from "./use-draft-autosave";
import type { ItemState } from "./use-item-state";

/**
 * Publishing per language: publish, unpublish, mark up to date with the other language, and
 * schedule either at a moment in Ottawa's time. Each first saves what is typed (`flush`), then
 * tells the outcome in the editor's notice.
 */
export function usePublishing({ id, draft, item }: { id: string; draft: DraftAutosave; item: ItemState }) {
  const t = useTranslations("AdminContent");
  const { applyState, setNotice, setProblems, revisionRef } = item;
  const [publishing, setPublishing] = useState<Locale | null>(null);
  const [scheduleProblem, setScheduleProblem] = useState<Record<ScheduleTarget, ScheduleProblem>>({
    en: null,
    fr: null,
    both: null,
  });

  const publish = async (locale: Locale, publishIt: boolean) => {
    setPublishing(locale);
    setNotice(null);
    try {
      await draft.flush();
      if (draft.blocked()) return;
      const result = await publishContentAction(idleFormState, {
        itemId: id,
        locale,
        baseRevision: revisionRef.current,
        publish: publishIt,
      });
      const language = t(`localeNames.${locale}`);
      if (result.status !== "success" || !result.data) {
        setNotice({ tone: "error", text: t("editor.saveFailed") });
      } else if (result.data.outcome === "stale") {
        draft.block(result.data.stale);
      } else if (result.data.outcome === "problems") {
        setProblems((previous) => ({ ...previous, [locale]: result.data!.outcome === "problems" ? result.data!.problems : {} }));
        setNotice({ tone: "error", text: t("editor.cannotPublish", { locale: language }) });
      } else {
        applyState(result.data.state);
        const hidden = result.data.state.switchedOff[locale];
        // Published behind a switch that is off: said where the success would be, never as a success.
        setNotice(
          result.data.outcome === "published" && hidden.length
            ? { tone: "error", text: t("editor.publishedHidden", { locale: language }), hidden }
            : {
                tone: "success",
                text: t(result.data.outcome === "published" ? "editor.published" : "editor.unpublished", { locale: language }),
              },
        );
      }
    } finally {
      setPublishing(null);
    }
  };

  /** Marks a language up to date with the other's changes: its "out of date" marks go. */
  const dismiss = async (locale: Locale) => {
    setPublishing(locale);
    setNotice(null);
    try {
      await draft.flush();
      const result = await dismissOutdatedAction(idleFormState, { itemId: id, locale });
      if (result.status !== "success" || !result.data) {
        setNotice({ tone: "error", text: t("editor.saveFailed") });
      } else {
        applyState(result.data.state);
        setNotice({ tone: "success", text: t("outdated.dismissed", { locale: t(`localeNames.${locale}`) }) });
      }
    } finally {
      setPublishing(null);
    }
  };

  /**
   * Sets (or, with `cancel`, cancels) a publish or unpublish of one language, or of both at once,
   * at a moment in Ottawa's time.
   */
  const changeSchedule = async (locale: ScheduleTarget, request: { action: ScheduleAction; at: string } | { cancel: number }) => {
    setPublishing(locale === "both" ? "en" : locale);
    setNotice(null);
    setScheduleProblem((previous) => ({ ...previous, [locale]: null }));
    const language = locale === "both" ? t("schedule.bothLanguages") : t(`localeNames.${locale}`);
    try {
      await draft.flush();
      const result =
        "cancel" in request
          ? await cancelScheduleAction(idleFormState, { itemId: id, scheduleId: request.cancel })
          : await scheduleContentAction(idleFormState, { itemId: id, locale, ...request });
      if (result.status === "invalid") {
        setScheduleProblem((previous) => ({ ...previous, [locale]: "invalid" }));
      } else if (result.status !== "success" || !result.data) {
        setNotice({ tone: "error", text: t("editor.saveFailed") });
      } else if (result.data.outcome === "past") {
        setScheduleProblem((previous) => ({ ...previous, [locale]: "past" }));
      } else {
        applyState(result.data.state);
        setNotice({
          tone: "success",
          text:
            result.data.outcome === "cancelled"
              ? t("schedule.cancelled", { locale: language })
              : t(locale === "both" ? "schedule.doneBoth" : "schedule.done", { locale: language }),
        });
      }
    } finally {
      setPublishing(null);
    }
  };

  return { publishing, scheduleProblem, publish, dismiss, changeSchedule };
}

export type Publishing = ReturnType<typeof usePublishing>;
