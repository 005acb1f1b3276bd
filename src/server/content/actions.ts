"use server";

import "server-only";
import { redirect } from "next/navigation";
import { z } from "zod";
import { locales, type Locale } from "@/i18n/locales";
import { contentTypeNames, type ContentType } from "@/lib/content/catalog";
import { contentEditorPath } from "@/lib/content/studio";
import { canEditContent } from "@/lib/permissions";
import { fromOfficeWallTime } from "@/lib/dates";
import { adminPaths } from "@/lib/paths";
import { defineAction, type HandlerOutcome } from "@/server/actions/define-action";
import { createItem, moveItem, restoreVersion, saveDraft, setArchived, type StaleSave } from "./commands";
import { publishLocale, unpublishLocale } from "./publication";
import { editorState, type EditorState } from "./editor-state";
import { loadItem, type Problems } from "./items";
import { dismissOutdated } from "./outdated";
import { cancelSchedule, setSchedules } from "./schedules";

export type { EditorState } from "./editor-state";

const itemId = z.uuid();
const locale = z.enum(locales as unknown as [Locale, ...Locale[]]);
const values = z.record(z.string(), z.unknown());

/** What a draft save answers: saved (with the new state), or refused as stale (with their changes). */
export type SaveActionData =
  | { outcome: "saved"; state: EditorState }
  | { outcome: "stale"; stale: StaleSave }
  | { outcome: "invalid"; problems: Record<Locale, Problems> };
/** What publishing or unpublishing a language answers. */
export type PublishActionData =
  | { outcome: "published" | "unpublished"; state: EditorState }
  | { outcome: "problems"; problems: Problems }
  | { outcome: "stale"; stale: StaleSave };

/** A new, empty item of a type; opens its editor. */
export const createContentAction = defineAction({
  schema: z.object({ type: z.enum(contentTypeNames as [ContentType, ...ContentType[]]) }),
  authorize: canEditContent,
  handler: async ({ type }, { viewer }) => {
    const item = await createItem(type, viewer.user.email);
    redirect(contentEditorPath(item.id));
  },
});

/**
 * Saves the editor's draft (typed while editing, a second after the last key). Refused without
 * writing when someone else saved since the editor's revision: the data says what they changed.
 */
export const saveContentAction = defineAction({
  schema: z.object({
    itemId,
    baseRevision: z.number().int().min(1),
    shared: values.optional(),
    en: values.optional(),
    fr: values.optional(),
  }),
  authorize: canEditContent,
  rateLimits: (_input, { viewer }) => [["content-save-per-user", viewer?.user.id ?? "anonymous"]],
  handler: async ({ itemId: id, baseRevision, shared, en, fr }, { viewer }): Promise<HandlerOutcome<SaveActionData>> => {
    const result = await saveDraft(id, baseRevision, { shared, en, fr }, viewer.user.email);
    if (result.outcome === "missing") return { ok: false, reason: "refused" };
    if (result.outcome === "stale") return { ok: true, data: { outcome: "stale", stale: result } };
    if (result.outcome === "invalid") return { ok: true, data: { outcome: "invalid", problems: result.problems } };
    return { ok: true, data: { outcome: "saved", state: await editorState(result.item) } };
  },
});

/** Publishes or unpublishes one language of an item. */
export const publishContentAction = defineAction({
  schema: z.object({ itemId, locale, baseRevision: z.number().int().min(1), publish: z.boolean() }),
  authorize: canEditContent,
  handler: async (
    { itemId: id, locale: language, baseRevision, publish },
    { viewer },
  ): Promise<HandlerOutcome<PublishActionData>> => {
    const result = publish
      ? await publishLocale(id, language, baseRevision, viewer.user.email)
      : await unpublishLocale(id, language, viewer.user.email);
    if (result.outcome === "missing") return { ok: false, reason: "refused" };
    if (result.outcome === "stale") return { ok: true, data: { outcome: "stale" as const, stale: result } };
    if (result.outcome === "problems") return { ok: true, data: { outcome: "problems" as const, problems: result.problems } };
    return { ok: true, data: { outcome: result.outcome, state: await editorState(result.item) } };
  },
});

/** Marks one language up to date with the other's changes (the "out of date" mark goes); nothing on the site changes. */
export const dismissOutdatedAction = defineAction({
  schema: z.object({ itemId, locale }),
  authorize: canEditContent,
  handler: async ({ itemId: id, locale: language }, { viewer }): Promise<HandlerOutcome<{ state: EditorState }>> => {
    const item = await loadItem(id);
    if (!item) return { ok: false, reason: "refused" };
    await dismissOutdated(item, language, viewer.user.email);
    return { ok: true, data: { state: await editorState(item) } };
  },
});

/** What setting or cancelling a schedule answers. */
export type ScheduleActionData = { outcome: "scheduled" | "cancelled"; state: EditorState } | { outcome: "past" };

/**
 * Sets one language of an item, or both (`"both"`: one schedule each, changed apart afterwards),
 * to be published or unpublished at a date and time typed in Ottawa's time (a `datetime-local`
 * value); a new time replaces the one set before.
 */
export const scheduleContentAction = defineAction({
  schema: z.object({
    itemId,
    locale: z.union([locale, z.literal("both")]),
    action: z.enum(["publish", "unpublish"]),
    at: z.string().refine((value) => fromOfficeWallTime(value) !== undefined),
  }),
  authorize: canEditContent,
  handler: async ({ itemId: id, locale: language, action, at }, { viewer }): Promise<HandlerOutcome<ScheduleActionData>> => {
    const languages = language === "both" ? locales : [language];
    const result = await setSchedules(id, languages, action, fromOfficeWallTime(at)!, viewer.user.email);
    if (result.outcome === "missing") return { ok: false, reason: "refused" };
    if (result.outcome === "past") return { ok: true, data: { outcome: "past" } };
    const item = await loadItem(id);
    if (!item) return { ok: false, reason: "refused" };
    return { ok: true, data: { outcome: "scheduled", state: await editorState(item) } };
  },
});

/** Cancels a schedule still to come. */
export const cancelScheduleAction = defineAction({
  schema: z.object({ itemId, scheduleId: z.number().int().min(1) }),
  authorize: canEditContent,
  handler: async ({ itemId: id, scheduleId }, { viewer }): Promise<HandlerOutcome<ScheduleActionData>> => {
    await cancelSchedule(id, scheduleId, viewer.user.email);
    const item = await loadItem(id);
    if (!item) return { ok: false, reason: "refused" };
    return { ok: true, data: { outcome: "cancelled", state: await editorState(item) } };
  },
});

/** Makes a version the draft again, then shows the editor. */
export const restoreContentAction = defineAction({
  schema: z.object({ itemId, versionId: z.coerce.number().int().min(1), baseRevision: z.coerce.number().int().min(1) }),
  authorize: canEditContent,
  handler: async ({ itemId: id, versionId, baseRevision }, { viewer }) => {
    const result = await restoreVersion(id, versionId, baseRevision, viewer.user.email);
    if (result.outcome === "missing") return { ok: false, reason: "refused" };
    if (result.outcome === "stale" || result.outcome === "invalid") return { ok: false, reason: "refused" };
    redirect(`${contentEditorPath(id)}?restored=${versionId}`);
  },
});

/** Moves an item to the bin, or back. */
export const archiveContentAction = defineAction({
  schema: z.object({ itemId, archived: z.enum(["true", "false"]).transform((value) => value === "true") }),
  authorize: canEditContent,
  handler: async ({ itemId: id, archived }, { viewer }) => {
    const item = await setArchived(id, archived, viewer.user.email);
    if (!item) return { ok: false, reason: "refused" };
    redirect(archived ? `${adminPaths.portal}/content?type=${item.type}&done=archived` : contentEditorPath(id));
  },
});

/** Moves an item one place up or down on its page. */
export const moveContentAction = defineAction({
  schema: z.object({ itemId, direction: z.enum(["up", "down"]) }),
  authorize: canEditContent,
  handler: async ({ itemId: id, direction }, { viewer }) => {
    const type = await moveItem(id, direction, viewer.user.email);
    if (!type) return { ok: false, reason: "refused" };
    redirect(`${adminPaths.portal}/content?type=${type}`);
  },
});
