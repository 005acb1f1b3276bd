"use client";

import { useTranslations } from "next-intl";
import { FormField, fieldIds } from "@/components/ui/fields";
import { locales, type Locale } from "@/i18n/locales";
import { isFilled, type Field, type FieldProblem } from "@/lib/content/fields";
import type { Problems } from "@/server/content/items";
import type { FieldDiff } from "@/server/content/diff";
import { DiffList } from "../../_components/diff-list";
import { FieldInput, type ReferenceOption } from "./field-input";
import type { MediaChoice } from "./image-input";
import type { Scope, Values } from "./use-draft-autosave";

function dedupe<T extends { problem: FieldProblem }>(entries: T[]): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = JSON.stringify(entry.problem);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A field's problems: a shared field's once (both languages report it), a language's its own. */
function problemsFor(
  problems: Record<Locale, Problems>,
  scope: Scope,
  name: string,
): { locale?: Locale; problem: FieldProblem }[] {
  return scope === "shared"
    ? dedupe(locales.flatMap((locale) => (problems[locale][`shared.${name}`] ?? []).map((problem) => ({ problem }))))
    : (problems[scope][`${scope}.${name}`] ?? []).map((problem) => ({ locale: scope, problem }));
}

/**
 * One field of the editor in one language (or shared), drawn by `Field` as every labelled input:
 * its label, input, character count, what the other language changed since (out of date), hints
 * and problems, all tied to the input by `aria-describedby`.
 */
export function EditorField({
  scope,
  name,
  field,
  values,
  problems,
  outdatedDiff,
  titleField,
  references,
  media,
  onChange,
}: {
  scope: Scope;
  name: string;
  field: Field;
  values: Values;
  problems: Record<Locale, Problems>;
  outdatedDiff: FieldDiff | undefined;
  titleField: string;
  references: Record<string, ReferenceOption[]>;
  media: MediaChoice[];
  onChange: (value: unknown) => void;
}) {
  const t = useTranslations("AdminContent");
  const formId = `field-${scope}`;
  const { id: fieldId, labelId } = fieldIds(formId, name);
  const found = problemsFor(problems, scope, name);
  const other = scope === "en" ? "fr" : scope === "fr" ? "en" : null;
  const missingHere = other !== null && !isFilled(field, values[scope as Locale][name]) && isFilled(field, values[other][name]);
  // Controls that are no single input (a fieldset, a group, an editable region) are named through aria-labelledby.
  const group = (["certifications", "allergens", "gallery", "image", "richtext"] as Field["kind"][]).includes(field.kind);
  const hints: string[] = [];
  if (field.kind === "lines") hints.push(t("editor.linesHint"));
  if (field.kind === "paragraphs") hints.push(t("editor.paragraphsHint"));
  if (field.kind === "milestones") hints.push(t("editor.milestonesHint"));
  if (field.kind === "gallery") hints.push(t("editor.galleryHint"));
  const length = typeof values[scope][name] === "string" ? (values[scope][name] as string).length : undefined;
  return (
    <FormField
      formId={formId}
      name={name}
      className="min-w-0"
      label={
        <>
          {t(`fields.${name}` as Parameters<typeof t>[0])}
          {field.required && field.kind !== "boolean" && <span aria-hidden> *</span>}
        </>
      }
      labelAside={
        missingHere &&
        other && (
          <span className="rounded-full bg-saffron/30 px-2 py-0.5 text-xs font-semibold text-ink">
            {t("editor.missingIn", { locale: t(`localeNames.${scope as Locale}`) })}
          </span>
        )
      }
      group={group}
      hint={hints.length > 0 ? hints.join(" ") : undefined}
      error={
        found.length > 0 && (
          <ul className="space-y-0.5">
            {found.map(({ problem }, index) => (
              <li key={index}>{t(`problems.${problem.code}`, problem as unknown as Record<string, number>)}</li>
            ))}
          </ul>
        )
      }
      invalid={found.length > 0 && found.some(({ problem }) => problem.code !== "required")}
      describedBy={`${fieldId}-count`}
    >
      {(control) => (
        <>
          <FieldInput
            control={control}
            field={field}
            value={values[scope][name]}
            onChange={onChange}
            labelledBy={labelId}
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
          {scope !== "shared" && outdatedDiff && (
            <div
              className="mt-2 rounded-lg bg-saffron/15 p-3 text-sm ring-1 ring-saffron/40"
              data-testid={`outdated-${scope}-${name}`}
            >
              <p className="font-semibold text-ink">{t(`outdated.field.${scope}`)}</p>
              <div className="mt-2">
                <DiffList diffs={[outdatedDiff]} />
              </div>
            </div>
          )}
        </>
      )}
    </FormField>
  );
}
