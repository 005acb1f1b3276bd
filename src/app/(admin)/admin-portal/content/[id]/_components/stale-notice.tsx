"use client";

import { useTranslations } from "next-intl";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import type { StaleSave } from "@/server/content/commands";
import { DiffList } from "../../_components/diff-list";

/** Someone else saved this item since it was opened: what they changed, and the two ways on. */
export function StaleNotice({ stale, onResolve }: { stale: StaleSave; onResolve: (keepMine: boolean) => void }) {
  const t = useTranslations("AdminContent");
  return (
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
        <button type="button" className={primaryButtonClass} onClick={() => onResolve(true)}>
          {t("editor.staleKeepMine")}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => onResolve(false)}>
          {t("editor.staleLoadTheirs")}
        </button>
      </div>
    </section>
  );
}
