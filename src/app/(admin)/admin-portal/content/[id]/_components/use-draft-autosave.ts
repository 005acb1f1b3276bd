"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Locale } from "@/i18n/locales";
import { slugify } from "@/lib/content/fields";
import { idleFormState } from "@/lib/validation/form-state";
import { saveContentAction, type EditorState } from "@/server/content/actions";
import type { StaleSave } from "@/server/content/commands";
import type { DraftSnapshot } from "@/server/content/items";
import type { ItemState } from "./use-item-state";

export type Values = DraftSnapshot;
export type Scope = "shared" | Locale;
export type SaveStatus = { kind: "saved"; at: Date | null } | { kind: "unsaved" } | { kind: "saving" } | { kind: "failed" };

const AUTOSAVE_DELAY_MS = 1000;
const RETRY_DELAY_MS = 5000;
const backupKey = (id: string) => `content-draft:${id}`;

function valuesOf(state: EditorState): Values {
  return { shared: state.item.shared, en: state.item.locales.en.fields, fr: state.item.locales.fr.fields };
}

/**
 * The draft as typed, saved a second after the last change (retried after a failure), kept in the
 * browser until the server has it (restored after a reload), and held back while the server says
 * the draft was saved by someone else since (`stale`), until this person chooses.
 */
export function useDraftAutosave({
  initial,
  item,
  titleField,
  hasSlug,
}: {
  initial: EditorState;
  item: ItemState;
  /** The field a language's slug follows until it is first published. */
  titleField: string;
  hasSlug: boolean;
}) {
  const t = useTranslations("AdminContent");
  const id = initial.item.id;
  const { applyState, setProblems, setNotice, revisionRef } = item;
  const [values, setValues] = useState<Values>(() => valuesOf(initial));
  const [status, setStatus] = useState<SaveStatus>({ kind: "saved", at: null });
  const [stale, setStale] = useState<StaleSave | null>(null);
  const [restoredLocal, setRestoredLocal] = useState(false);
  // The latest state, for the save loop (which outlives renders).
  const latest = useRef({ values, dirty: false, saving: false, blocked: false });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiters = useRef<(() => void)[]>([]);

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
        baseRevision: revisionRef.current,
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
  }, [applyState, id, revisionRef, schedule, setNotice, setProblems, t]);

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
      if (scope !== "shared" && name === titleField && hasSlug && item.info[scope].state === "draft") {
        const slug = previous[scope].slug;
        if (!slug || slug === slugify(String(previous[scope][name] ?? ""))) next[scope].slug = slugify(String(value ?? ""));
      }
      latest.current.values = next;
      latest.current.dirty = true;
      try {
        window.localStorage.setItem(backupKey(id), JSON.stringify({ revision: revisionRef.current, values: next }));
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
      if (backup.revision === revisionRef.current && JSON.stringify(backup.values) !== JSON.stringify(latest.current.values)) {
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
  }, [id, revisionRef, save]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current.dirty || latest.current.saving) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  /** The server refused an action as made from an older revision: saving waits for `resolveStale`. */
  const block = (refused: StaleSave) => {
    latest.current.blocked = true;
    setStale(refused);
  };

  /** Keeps this person's text (saved over the other's) or loads the other's. */
  const resolveStale = (keepMine: boolean) => {
    if (!stale) return;
    revisionRef.current = stale.revision;
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

  /** Whether something typed is not yet on the server. */
  const pending = () => latest.current.dirty || latest.current.saving;
  const blocked = () => latest.current.blocked;

  return { values, status, stale, restoredLocal, change, flush, block, resolveStale, pending, blocked };
}

export type DraftAutosave = ReturnType<typeof useDraftAutosave>;
