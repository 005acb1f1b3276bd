"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatAdminDateTime, formatAdminTime } from "@/lib/dates";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorClass, primaryButtonClass, secondaryButtonClass, successClass } from "@/components/ui/styles";
import { locales, toLocale, type Locale } from "@/i18n/locales";
import { contentTypes, fieldsOf, type ContentType } from "@/lib/content/catalog";
import { isFilled, slugify, type Field, type FieldProblem } from "@/lib/content/fields";
import type { FlagName } from "@/lib/flags/catalog";
import { adminPortalPath } from "@/lib/admin-portal";
import { idleFormState } from "@/lib/validation/form-state";
import {
  cancelScheduleAction,
  dismissOutdatedAction,
  publishContentAction,
  saveContentAction,
  scheduleContentAction,
  type EditorState,
} from "@/server/content/actions";
import type { StaleSave } from "@/server/content/commands";
import type { DraftSnapshot, LocaleState, Problems } from "@/server/content/items";
import type { ScheduleAction } from "@/server/content/schedules";
import { DiffList } from "../../_components/diff-list";
import { LocaleStateBadge } from "../../_components/locale-state-badge";
import { FieldInput, type ReferenceOption } from "./field-input";
import type { MediaChoice } from "./image-input";
import { SchedulePanel, type ScheduleProblem, type ScheduleTarget } from "./schedule-panel";
import { SearchPreview } from "./search-preview";

type Values = DraftSnapshot;
type Scope = "shared" | Locale;

const AUTOSAVE_DELAY_MS = 1000;
const RETRY_DELAY_MS = 5000;
const backupKey = (id: string) => `content-draft:${id}`;

interface LocaleInfo {
  state: LocaleState;
  publishedAt: string | null;
  publishedBy: string | null;
}

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

function valuesOf(state: EditorState): Values {
  return { shared: state.item.shared, en: state.item.locales.en.fields, fr: state.item.locales.fr.fields };
}

type SaveStatus = { kind: "saved"; at: Date | null } | { kind: "unsaved" } | { kind: "saving" } | { kind: "failed" };
type Notice = { tone: "success" | "error"; text: string; hidden?: FlagName[] } | null;

/**
 * The studio's editor: English and French side by side for each field, the shared fields above.
 * The draft saves itself a second after the last change (and survives a reload: unsaved text is
 * kept in the browser until the server has it). Publishing is per language. A save made from an
 * older revision than the stored one is refused by the server, and the editor shows what the
 * other person changed, keeping this person's text until they choose.
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
  const [values, setValues] = useState<Values>(() => valuesOf(initial));
  const [problems, setProblems] = useState<Record<Locale, Problems>>(initial.problems);
  const [offSwitches, setOffSwitches] = useState(initial.switchedOff);
  const [outdated, setOutdated] = useState(initial.outdated);
  // A policy's publication first asks for the date it takes effect (shown on its page).
  const [askingDate, setAskingDate] = useState<Locale | null>(null);
  const asksEffectiveDate = "effectiveDate" in sharedFields;
  const [info, setInfo] = useState(() => localeInfo(initial));
  const [status, setStatus] = useState<SaveStatus>({ kind: "saved", at: null });
  const [stale, setStale] = useState<StaleSave | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [restoredLocal, setRestoredLocal] = useState(false);
  const [publishing, setPublishing] = useState<Locale | null>(null);
  const [schedules, setSchedules] = useState(initial.schedules);
  const [failedSchedules, setFailedSchedules] = useState(initial.failedSchedules);
  const [scheduleProblem, setScheduleProblem] = useState<Record<ScheduleTarget, ScheduleProblem>>({
    en: null,
    fr: null,
    both: null,
  });
  // The latest state, for the save loop (which outlives renders).
  const latest = useRef({ values, revision: initial.item.revision, dirty: false, saving: false, blocked: false });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiters = useRef<(() => void)[]>([]);

  const applyState = useCallback((state: EditorState) => {
    latest.current.revision = state.item.revision;
    setProblems(state.problems);
    setOffSwitches(state.switchedOff);
    setOutdated(state.outdated);
    setInfo(localeInfo(state));
    setSchedules(state.schedules);
    setFailedSchedules(state.failedSchedules);
  }, []);

  // The save loop calls itself again through this ref (retries, changes typed while saving).
  const saveRef = useRef<() => Promise<void>>(async () => {});
  const schedule = useCallback((delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveRef.current(), delay);
  }, []);

  const save = useCallback(async (): Promise<void> => {
    const current = latest.current;
    if (current.saving || current.blocked) return;
    if (!current.dirty) {
      for (const resolve of waiters.current.splice(0)) resolve();
      return;
    }
    current.saving = true;
    current.dirty = false;
    let failed = false;
    const sent = current.values;
    setStatus({ kind: "saving" });
    try {
      const result = await saveContentAction(idleFormState, {
        itemId: id,
        baseRevision: current.revision,
        shared: sent.shared,
        en: sent.en,
        fr: sent.fr,
      });
      if (result.status !== "success" || !result.data) throw new Error("not saved");
      if (result.data.outcome === "stale") {
        current.blocked = true;
        current.dirty = true;
        setStale(result.data.stale);
        setStatus({ kind: "unsaved" });
      } else if (result.data.outcome === "invalid") {
        // Nothing was written: the text stays here (and in this browser's backup), the fields say
        // why, and the next change typed is saved again.
        const refused = result.data.problems;
        setProblems((previous) => ({
          en: { ...previous.en, ...refused.en },
          fr: { ...previous.fr, ...refused.fr },
        }));
        setNotice({ tone: "error", text: t("editor.notSavedProblems") });
        setStatus({ kind: "unsaved" });
        current.dirty = true;
        failed = true;
      } else {
        applyState(result.data.state);
        if (!current.dirty) window.localStorage.removeItem(backupKey(id));
        setStatus(current.dirty ? { kind: "unsaved" } : { kind: "saved", at: new Date() });
      }
    } catch {
      failed = true;
      current.dirty = true;
      setStatus({ kind: "failed" });
      schedule(RETRY_DELAY_MS);
    } finally {
      current.saving = false;
    }
    if (current.dirty && !current.blocked && !failed) {
      schedule(AUTOSAVE_DELAY_MS);
    } else if (!current.dirty) {
      for (const resolve of waiters.current.splice(0)) resolve();
    }
  }, [applyState, id, schedule, t]);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  /** Saves now what is typed and resolves once the server has it (or nothing is pending). */
  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (!latest.current.dirty && !latest.current.saving) return;
    const done = new Promise<void>((resolve) => waiters.current.push(resolve));
    if (!latest.current.saving) void save();
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }, [save]);

  const change = (scope: Scope, name: string, value: unknown) => {
    setValues((previous) => {
      const next = { ...previous, [scope]: { ...previous[scope], [name]: value } };
      // Until a language is first published, its address follows its title (unless typed by
      // hand); after, it changes only when someone changes it, since the old one then redirects.
      if (scope !== "shared" && name === titleField && "slug" in localized && info[scope].state === "draft") {
        const slug = previous[scope].slug;
        if (!slug || slug === slugify(String(previous[scope][name] ?? ""))) next[scope].slug = slugify(String(value ?? ""));
      }
      latest.current.values = next;
      latest.current.dirty = true;
      try {
        window.localStorage.setItem(backupKey(id), JSON.stringify({ revision: latest.current.revision, values: next }));
      } catch {
        // A full or disabled storage only loses the reload safety net; saving goes on.
      }
      return next;
    });
    setStatus({ kind: "unsaved" });
    setNotice(null);
    if (latest.current.blocked) return;
    schedule(AUTOSAVE_DELAY_MS);
  };

  // Text typed before a reload, not yet saved then: back in the fields, and saved now.
  useEffect(() => {
    const stored = window.localStorage.getItem(backupKey(id));
    if (!stored) return;
    try {
      const backup = JSON.parse(stored) as { revision: number; values: Values };
      if (
        backup.revision === latest.current.revision &&
        JSON.stringify(backup.values) !== JSON.stringify(latest.current.values)
      ) {
        latest.current.values = backup.values;
        latest.current.dirty = true;
        // The browser's storage is outside React and unknown to the server's render: read once, after mount.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setValues(backup.values);
        setRestoredLocal(true);
        void save();
      } else {
        window.localStorage.removeItem(backupKey(id));
      }
    } catch {
      window.localStorage.removeItem(backupKey(id));
    }
  }, [id, save]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current.dirty || latest.current.saving) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  const resolveStale = (keepMine: boolean) => {
    if (!stale) return;
    latest.current.revision = stale.revision;
    latest.current.blocked = false;
    if (keepMine) {
      latest.current.dirty = true;
      void save();
    } else {
      latest.current.values = stale.current;
      latest.current.dirty = false;
      setValues(stale.current);
      window.localStorage.removeItem(backupKey(id));
      setStatus({ kind: "saved", at: new Date() });
    }
    setStale(null);
  };

  const publish = async (locale: Locale, publishIt: boolean) => {
    setPublishing(locale);
    setNotice(null);
    try {
      await flush();
      if (latest.current.blocked) return;
      const result = await publishContentAction(idleFormState, {
        itemId: id,
        locale,
        baseRevision: latest.current.revision,
        publish: publishIt,
      });
      const language = t(`localeNames.${locale}`);
      if (result.status !== "success" || !result.data) {
        setNotice({ tone: "error", text: t("editor.saveFailed") });
      } else if (result.data.outcome === "stale") {
        latest.current.blocked = true;
        setStale(result.data.stale);
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
      await flush();
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
      await flush();
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

  const openPreview = async (event: React.MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    if (!latest.current.dirty && !latest.current.saving) return;
    event.preventDefault();
    const tab = window.open("about:blank", "_blank");
    await flush();
    if (tab) tab.location.href = previewPaths[locale];
  };

  const problemsFor = (scope: Scope, name: string): { locale?: Locale; problem: FieldProblem }[] =>
    scope === "shared"
      ? dedupe(locales.flatMap((locale) => (problems[locale][`shared.${name}`] ?? []).map((problem) => ({ problem }))))
      : (problems[scope][`${scope}.${name}`] ?? []).map((problem) => ({ locale: scope, problem }));

  const completion = (locale: Locale) => {
    const required = [
      ...Object.entries(sharedFields).map(([name, field]) => [field, values.shared[name]] as const),
      ...Object.entries(localized).map(([name, field]) => [field, values[locale][name]] as const),
    ].filter(([field]) => field.required);
    return { filled: required.filter(([field, value]) => isFilled(field, value)).length, required: required.length };
  };

  const outdatedDiff = (locale: Locale, name: string) => outdated[locale].find((diff) => diff.field === name);

  const renderField = (scope: Scope, name: string, field: Field) => {
    const fieldId = `field-${scope}-${name}`;
    const found = problemsFor(scope, name);
    const other = scope === "en" ? "fr" : scope === "fr" ? "en" : null;
    const missingHere = other !== null && !isFilled(field, values[scope as Locale][name]) && isFilled(field, values[other][name]);
    const grouped = field.kind === "certifications" || field.kind === "allergens" || field.kind === "gallery";
    const FieldLabel = grouped ? "span" : "label";
    const hints: string[] = [];
    if (field.kind === "lines") hints.push(t("editor.linesHint"));
    if (field.kind === "paragraphs") hints.push(t("editor.paragraphsHint"));
    if (field.kind === "milestones") hints.push(t("editor.milestonesHint"));
    if (field.kind === "gallery") hints.push(t("editor.galleryHint"));
    const length = typeof values[scope][name] === "string" ? (values[scope][name] as string).length : undefined;
    const describedBy = [hints.length ? `${fieldId}-hint` : "", found.length ? `${fieldId}-problems` : "", `${fieldId}-count`]
      .filter(Boolean)
      .join(" ");
    return (
      <div key={fieldId} className="min-w-0">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {/* A group of inputs (a fieldset) is named by this text through aria-labelledby, not a label. */}
          <FieldLabel
            id={`${fieldId}-label`}
            htmlFor={grouped ? undefined : fieldId}
            className="block text-sm font-semibold text-olive-deep"
          >
            {t(`fields.${name}` as Parameters<typeof t>[0])}
            {field.required && field.kind !== "boolean" && <span aria-hidden> *</span>}
          </FieldLabel>
          {missingHere && other && (
            <span className="rounded-full bg-saffron/30 px-2 py-0.5 text-xs font-semibold text-ink">
              {t("editor.missingIn", { locale: t(`localeNames.${scope as Locale}`) })}
            </span>
          )}
        </div>
        {hints.length > 0 && (
          <p id={`${fieldId}-hint`} className="mt-1 text-xs text-muted">
            {hints.join(" ")}
          </p>
        )}
        <FieldInput
          id={fieldId}
          field={field}
          value={values[scope][name]}
          onChange={(value) => change(scope, name, value)}
          describedBy={describedBy}
          invalid={found.length > 0 && found.some(({ problem }) => problem.code !== "required")}
          labelledBy={`${fieldId}-label`}
          title={scope !== "shared" ? String(values[scope][titleField] ?? "") : undefined}
          references={references}
          media={media}
          lang={scope === "shared" ? "en" : scope}
        />
        {field.max !== undefined && length !== undefined && (field.kind === "text" || field.kind === "textarea") ? (
          <p
            id={`${fieldId}-count`}
            className={`mt-1 text-xs ${
              length > field.max
                ? "font-semibold text-terracotta-deep"
                : field.recommended && length > field.recommended
                  ? "font-medium text-ink"
                  : "text-muted"
            }`}
          >
            {field.recommended && length <= field.max
              ? t("editor.charactersRecommended", { count: length, recommended: field.recommended })
              : t("editor.characters", { count: length, max: field.max })}
          </p>
        ) : (
          <span id={`${fieldId}-count`} hidden />
        )}
        {scope !== "shared" && outdatedDiff(scope, name) && (
          <div
            className="mt-2 rounded-lg bg-saffron/15 p-3 text-sm ring-1 ring-saffron/40"
            data-testid={`outdated-${scope}-${name}`}
          >
            <p className="font-semibold text-ink">{t(`outdated.field.${scope}`)}</p>
            <div className="mt-2">
              <DiffList diffs={[outdatedDiff(scope, name)!]} />
            </div>
          </div>
        )}
        {found.length > 0 && (
          <ul id={`${fieldId}-problems`} className="mt-1 space-y-0.5 text-sm font-medium text-terracotta-deep">
            {found.map(({ problem }, index) => (
              <li key={index}>{t(`problems.${problem.code}`, problem as unknown as Record<string, number>)}</li>
            ))}
          </ul>
        )}
      </div>
    );
  };

  const statusText =
    status.kind === "saving"
      ? t("editor.saving")
      : status.kind === "failed"
        ? t("editor.saveFailed")
        : status.kind === "unsaved"
          ? t("editor.unsaved")
          : status.at
            ? t("editor.saved", { time: formatAdminTime(status.at, uiLocale) })
            : "";

  return (
    <div className="space-y-8">
      <p
        role="status"
        aria-live="polite"
        className={`text-sm ${status.kind === "failed" ? "font-semibold text-terracotta-deep" : "text-muted"}`}
      >
        {statusText}
      </p>
      {restoredLocal && <p className={successClass}>{t("editor.restoredLocal")}</p>}
      {stale && (
        <section
          role="alert"
          aria-labelledby="stale-title"
          className="rounded-2xl bg-white p-5 shadow-sm ring-2 ring-terracotta-deep"
        >
          <h2 id="stale-title" className="text-lg font-semibold text-terracotta-deep">
            {t("editor.staleTitle")}
          </h2>
          <p className="mt-2 text-ink">{t("editor.staleIntro", { who: stale.updatedBy ?? "—" })}</p>
          <div className="mt-4">
            {stale.theirChanges.length ? <DiffList diffs={stale.theirChanges} /> : <p>{t("editor.staleNoChanges")}</p>}
          </div>
          <div className="mt-5 flex flex-wrap gap-3">
            <button type="button" className={primaryButtonClass} onClick={() => resolveStale(true)}>
              {t("editor.staleKeepMine")}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => resolveStale(false)}>
              {t("editor.staleLoadTheirs")}
            </button>
          </div>
        </section>
      )}
      <div aria-live="polite">
        {notice && (
          <div className={notice.tone === "success" ? successClass : errorClass}>
            <p>{notice.text}</p>
            {notice.hidden && <SwitchesOff switches={notice.hidden} />}
          </div>
        )}
      </div>

      <section aria-label={t("editor.publishing")} className="grid gap-4 md:grid-cols-2">
        {locales.map((locale) => {
          const { filled, required } = completion(locale);
          const language = t(`localeNames.${locale}`);
          return (
            <div key={locale} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-semibold text-olive-deep first-letter:uppercase">{language}</h2>
                <LocaleStateBadge state={info[locale].state} label={t(`localeState.${info[locale].state}`)} />
              </div>
              <label className="mt-3 block text-sm text-muted" htmlFor={`completion-${locale}`}>
                {t("editor.completion", { filled, required })}
              </label>
              <meter id={`completion-${locale}`} min={0} max={required} value={filled} className="mt-1 h-2 w-full" />
              {info[locale].publishedAt && (
                <p className="mt-2 text-xs text-muted">
                  {t("editor.publishedAt", {
                    when: formatAdminDateTime(new Date(info[locale].publishedAt!), uiLocale),
                    who: info[locale].publishedBy ?? "—",
                  })}
                </p>
              )}
              {outdated[locale].length > 0 && (
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <span className="rounded-full bg-saffron/30 px-2 py-0.5 text-xs font-semibold text-ink">
                    {t(`outdated.badge.${locale}`)}
                  </span>
                  <button
                    type="button"
                    className="text-sm font-semibold text-olive-deep underline underline-offset-4"
                    disabled={publishing !== null}
                    onClick={() => void dismiss(locale)}
                  >
                    {t(`outdated.dismiss.${locale}`)}
                  </button>
                </div>
              )}
              {offSwitches[locale].length > 0 && (
                <div className="mt-3 rounded-lg bg-sand px-3 py-2 text-sm text-ink" data-testid={`switched-off-${locale}`}>
                  <p className="font-semibold">{t("editor.hiddenBefore", { locale: language })}</p>
                  <SwitchesOff switches={offSwitches[locale]} />
                </div>
              )}
              <div className="mt-4 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={primaryButtonClass}
                  disabled={publishing !== null || info[locale].state === "published"}
                  onClick={() => (asksEffectiveDate ? setAskingDate(locale) : void publish(locale, true))}
                >
                  {t(info[locale].state === "changed" ? "editor.publishAgain" : "editor.publish", { locale: language })}
                </button>
                {info[locale].state !== "draft" && (
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    disabled={publishing !== null}
                    onClick={() => void publish(locale, false)}
                  >
                    {t("editor.unpublish", { locale: language })}
                  </button>
                )}
                <a
                  href={previewPaths[locale]}
                  target="_blank"
                  rel="noopener"
                  onClick={(event) => void openPreview(event, locale)}
                  className={secondaryButtonClass}
                >
                  {t("editor.preview", { locale: language })}
                </a>
              </div>
              {askingDate === locale && (
                <form
                  className="mt-4 rounded-lg bg-sand/60 p-3"
                  onSubmit={(event) => {
                    event.preventDefault();
                    setAskingDate(null);
                    void publish(locale, true);
                  }}
                >
                  <label htmlFor={`effective-date-${locale}`} className="block text-sm font-semibold text-olive-deep">
                    {t("editor.effectiveDateAsk")}
                  </label>
                  <input
                    id={`effective-date-${locale}`}
                    type="date"
                    required
                    value={String(values.shared.effectiveDate ?? "")}
                    onChange={(event) => change("shared", "effectiveDate", event.target.value)}
                    className="mt-1 rounded-md border border-olive-deep/30 px-3 py-2"
                  />
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button type="submit" className={primaryButtonClass} disabled={publishing !== null}>
                      {t("editor.effectiveDatePublish", { locale: language })}
                    </button>
                    <button type="button" className={secondaryButtonClass} onClick={() => setAskingDate(null)}>
                      {t("editor.effectiveDateCancel")}
                    </button>
                  </div>
                </form>
              )}
              <SchedulePanel
                locale={locale}
                language={language}
                schedules={schedules.filter((schedule) => schedule.locale === locale)}
                failed={failedSchedules.find((schedule) => schedule.locale === locale)}
                busy={publishing !== null}
                problem={scheduleProblem[locale]}
                onSchedule={(action, at) => void changeSchedule(locale, { action, at })}
                onCancel={(scheduleId) => void changeSchedule(locale, { cancel: scheduleId })}
              />
            </div>
          );
        })}
        <div className="rounded-2xl bg-white px-5 pb-5 shadow-sm ring-1 ring-olive-deep/10 md:col-span-2">
          <SchedulePanel
            locale={uiLocale}
            language={t("schedule.bothLanguages")}
            labels={{ open: t("schedule.openBoth"), submit: t("schedule.submitBoth") }}
            schedules={[]}
            failed={undefined}
            busy={publishing !== null}
            problem={scheduleProblem.both}
            onSchedule={(action, at) => void changeSchedule("both", { action, at })}
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

function dedupe<T extends { problem: FieldProblem }>(entries: T[]): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = JSON.stringify(entry.problem);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The switches that keep an item off the site, each named and linked to the feature flags page. */
function SwitchesOff({ switches }: { switches: FlagName[] }) {
  const t = useTranslations("AdminContent");
  const names = useTranslations("AdminPortal.flagNames");
  return (
    <ul className="mt-1 list-disc pl-5">
      {switches.map((flag) => (
        <li key={flag}>
          {t("editor.switchOff", { name: names(flag), flag })}{" "}
          <a href={`${adminPortalPath("feature-flags")}#flag-${flag}`} className="font-semibold underline underline-offset-4">
            {t("editor.openSwitch")}
          </a>
        </li>
      ))}
    </ul>
  );
}
