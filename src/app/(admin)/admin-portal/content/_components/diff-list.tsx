"use client";

import { useTranslations } from "next-intl";
import type { FieldDiff } from "@/server/content/diff";

/**
 * Field-by-field differences, word by word: removed words struck through, added ones underlined,
 * each also named for screen readers (never colour alone).
 */
export function DiffList({ diffs }: { diffs: FieldDiff[] }) {
  const t = useTranslations("AdminContent");
  if (diffs.length === 0) return <p className="text-muted">{t("history.noDiff")}</p>;
  return (
    <dl className="space-y-4">
      {diffs.map((diff) => (
        <div key={`${diff.scope}-${diff.field}`} className="rounded-xl bg-cream/60 p-4 ring-1 ring-olive-deep/10">
          <dt className="text-sm font-semibold text-olive-deep">
            {t(`fields.${diff.field}` as Parameters<typeof t>[0])} ·{" "}
            {diff.scope === "shared" ? t("history.shared") : t(`localeNames.${diff.scope}`)}
          </dt>
          {diff.tooDifferent && <dd className="mt-1 text-sm text-muted">{t("history.tooDifferent")}</dd>}
          <dd
            className="mt-2 leading-relaxed break-words whitespace-pre-wrap text-ink"
            lang={diff.scope === "shared" ? undefined : diff.scope}
          >
            {diff.parts.map((part, index) =>
              part.change === "added" ? (
                <ins key={index} className="bg-olive/20 text-olive-deep decoration-2">
                  <span className="sr-only">[{t("history.added")}] </span>
                  {part.value}
                </ins>
              ) : part.change === "removed" ? (
                <del key={index} className="bg-terracotta/15 text-terracotta-deep">
                  <span className="sr-only">[{t("history.removed")}] </span>
                  {part.value}
                </del>
              ) : (
                <span key={index}>{part.value}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
