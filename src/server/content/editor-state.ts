import "server-only";
import type { Locale } from "@/i18n/locales";
import { switchedOff } from "@/lib/content/visibility";
import type { FlagName } from "@/lib/flags/catalog";
import { getFlags } from "@/server/flags";
import { publishProblems, type ItemDraft, type Problems } from "./items";
import { outdatedFields, type Outdated } from "./outdated";
import { failedSchedules, pendingSchedules, type FailedSchedule, type PendingSchedule } from "./schedules";

/** What the editor needs after any change: the item as stored, and what stops each language from going live. */
export interface EditorState {
  item: ItemDraft;
  problems: Record<Locale, Problems>;
  /** Publishes and unpublishes set for later, soonest first. */
  schedules: PendingSchedule[];
  /** Scheduled publishes that could not be made at their time (per language, until it is published). */
  failedSchedules: FailedSchedule[];
  /** The switches that are off, per language, of those its page needs: published, it would not be seen. */
  switchedOff: Record<Locale, FlagName[]>;
  /** Per language, the other language's changes since this one was published (or marked up to date). */
  outdated: Outdated;
}

/** Everything the editor shows of an item: its draft, what stops each language, what is scheduled. */
export async function editorState(item: ItemDraft): Promise<EditorState> {
  const [en, fr, schedules, failed, flags, outdated] = await Promise.all([
    publishProblems(item, "en"),
    publishProblems(item, "fr"),
    pendingSchedules([item.id]),
    failedSchedules(item.id, { en: item.locales.en.publishedAt, fr: item.locales.fr.publishedAt }),
    getFlags(),
    outdatedFields(item),
  ]);
  return {
    item,
    problems: { en, fr },
    schedules,
    failedSchedules: failed,
    switchedOff: {
      en: switchedOff(item.type, item.key, "en", flags),
      fr: switchedOff(item.type, item.key, "fr", flags),
    },
    outdated,
  };
}
