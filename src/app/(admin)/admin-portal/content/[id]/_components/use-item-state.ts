"use client";

import { useCallback, useRef, useState } from "react";
import { locales, type Locale } from "@/i18n/locales";
import type { FlagName } from "@/lib/flags/catalog";
import type { EditorState } from "@/server/content/actions";
import type { LocaleState, Problems } from "@/server/content/items";

export interface LocaleInfo {
  state: LocaleState;
  publishedAt: string | null;
  publishedBy: string | null;
}

export type Notice = { tone: "success" | "error"; text: string; hidden?: FlagName[] } | null;

function localeInfo(state: EditorState): Record<Locale, LocaleInfo> {
  return Object.fromEntries(
    locales.map((locale) => {
      const draft = state.item.locales[locale];
      return [
        locale,
        {
          state: draft.state,
          publishedAt: draft.publishedAt ? new Date(draft.publishedAt).toISOString() : null,
          publishedBy: draft.publishedBy,
        },
      ];
    }),
  ) as Record<Locale, LocaleInfo>;
}

/**
 * What the server says of an item, as the editor last heard it (each save, publish or schedule
 * answers with the whole state): its revision, each language's state, problems, switches that hide
 * it, out-of-date marks and schedules; and the notice shown after an action.
 */
export function useItemState(initial: EditorState) {
  // The revision the next save is based on, read by the save loop (which outlives renders).
  const revisionRef = useRef(initial.item.revision);
  const [problems, setProblems] = useState<Record<Locale, Problems>>(initial.problems);
  const [offSwitches, setOffSwitches] = useState(initial.switchedOff);
  const [outdated, setOutdated] = useState(initial.outdated);
  const [info, setInfo] = useState(() => localeInfo(initial));
  const [schedules, setSchedules] = useState(initial.schedules);
  const [failedSchedules, setFailedSchedules] = useState(initial.failedSchedules);
  const [notice, setNotice] = useState<Notice>(null);

  const applyState = useCallback((state: EditorState) => {
    revisionRef.current = state.item.revision;
    setProblems(state.problems);
    setOffSwitches(state.switchedOff);
    setOutdated(state.outdated);
    setInfo(localeInfo(state));
    setSchedules(state.schedules);
    setFailedSchedules(state.failedSchedules);
  }, []);

  return {
    revisionRef,
    problems,
    setProblems,
    offSwitches,
    outdated,
    info,
    schedules,
    failedSchedules,
    notice,
    setNotice,
    applyState,
  };
}

export type ItemState = ReturnType<typeof useItemState>;
