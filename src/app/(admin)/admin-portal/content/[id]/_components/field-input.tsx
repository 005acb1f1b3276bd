"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { inputClass } from "@/components/ui/styles";
import { slugify, type Field, type Milestone } from "@/lib/content/fields";
import { allergens, certificationKinds, type Allergen, type Certification } from "@/lib/content/products";
import type { RichTextDocument } from "@/lib/rich-text/schema";
import { GalleryInput } from "./gallery-input";
import { ImageInput, type MediaChoice } from "./image-input";
import { RichTextInput } from "./rich-text-input";

export interface ReferenceOption {
  key: string;
  title: string;
}

interface FieldInputProps {
  id: string;
  field: Field;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The ids of the elements that describe the field (its problems, its hints). */
  describedBy?: string;
  invalid: boolean;
  labelledBy: string;
  /** For a slug: the title it can be made from. */
  title?: string;
  references: Record<string, ReferenceOption[]>;
  media: MediaChoice[];
  lang: string;
}

const toLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
const toParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
const milestonePattern = /^(\d{4})\s*[:–—-]\s*(.+)$/;
const toMilestones = (text: string): Milestone[] =>
  toLines(text).flatMap((line) => {
    const match = milestonePattern.exec(line.replace(/\u00a0/g, " "));
    return match ? [{ year: Number(match[1]), text: match[2]!.trim() }] : [];
  });

/** A textarea whose text is parsed into a list; keeps what the person typed, blank lines included. */
function ListTextarea({
  initial,
  parse,
  onChange,
  rows,
  ...rest
}: {
  initial: string;
  parse: (text: string) => unknown;
  onChange: (value: unknown) => void;
  rows: number;
  id: string;
  lang: string;
  "aria-describedby"?: string;
  "aria-invalid": boolean;
}) {
  const [text, setText] = useState(initial);
  return (
    <textarea
      {...rest}
      rows={rows}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parse(event.target.value));
      }}
      className={inputClass}
    />
  );
}

/** One field of the editor, drawn for its kind. */
export function FieldInput({
  id,
  field,
  value,
  onChange,
  describedBy,
  invalid,
  labelledBy,
  title,
  references,
  media,
  lang,
}: FieldInputProps) {
  const t = useTranslations("AdminContent");
  const labels = useTranslations();
  const common = { id, lang, "aria-describedby": describedBy, "aria-invalid": invalid };
  let control: ReactNode;
  switch (field.kind) {
    case "text":
      control = (
        <input
          {...common}
          type="text"
          value={String(value ?? "")}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      );
      break;
    case "textarea":
      control = (
        <textarea
          {...common}
          rows={field.rows ?? 4}
          value={String(value ?? "")}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      );
      break;
    case "lines":
      control = (
        <ListTextarea {...common} rows={5} initial={((value as string[]) ?? []).join("\n")} parse={toLines} onChange={onChange} />
      );
      break;
    case "paragraphs":
      control = (
        <ListTextarea
          {...common}
          rows={10}
          initial={((value as string[]) ?? []).join("\n\n")}
          parse={toParagraphs}
          onChange={onChange}
        />
      );
      break;
    case "milestones":
      control = (
        <ListTextarea
          {...common}
          rows={8}
          initial={((value as Milestone[]) ?? []).map((entry) => `${entry.year}: ${entry.text}`).join("\n")}
          parse={toMilestones}
          onChange={onChange}
        />
      );
      break;
    case "slug":
      control = (
        <div className="flex flex-wrap items-end gap-2">
          <input
            {...common}
            type="text"
            value={String(value ?? "")}
            onChange={(event) => onChange(event.target.value)}
            className={`${inputClass} flex-1`}
            spellCheck={false}
            autoCapitalize="off"
          />
          {title && (
            <button
              type="button"
              onClick={() => onChange(slugify(title))}
              className="min-h-11 rounded-full px-4 text-sm font-semibold text-olive-deep ring-1 ring-olive-deep/30 hover:bg-sand/60"
            >
              {t("editor.slugFromTitle")}
            </button>
          )}
        </div>
      );
      break;
    case "date":
      control = (
        <input
          {...common}
          type="date"
          value={String(value ?? "")}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      );
      break;
    case "select":
      control = (
        <select {...common} value={String(value ?? "")} onChange={(event) => onChange(event.target.value)} className={inputClass}>
          <option value="">{t("editor.none")}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {labels(`${field.labels}.${option}` as Parameters<typeof labels>[0])}
            </option>
          ))}
        </select>
      );
      break;
    case "reference":
      control = (
        <select {...common} value={String(value ?? "")} onChange={(event) => onChange(event.target.value)} className={inputClass}>
          <option value="">{t("editor.none")}</option>
          {(references[field.to] ?? []).map((option) => (
            <option key={option.key} value={option.key}>
              {option.title}
            </option>
          ))}
        </select>
      );
      break;
    case "boolean":
      control = (
        <input
          {...common}
          type="checkbox"
          checked={Boolean(value)}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-3 size-5 accent-olive-deep"
        />
      );
      break;
    case "certifications":
      control = (
        <CertificationsInput
          id={id}
          lang={lang}
          labelledBy={labelledBy}
          describedBy={describedBy}
          value={(value as Certification[] | undefined) ?? []}
          onChange={onChange}
        />
      );
      break;
    case "allergens":
      control = (
        <AllergensInput
          id={id}
          labelledBy={labelledBy}
          describedBy={describedBy}
          value={(value as Allergen[] | undefined) ?? []}
          onChange={onChange}
        />
      );
      break;
    case "image":
      control = <ImageInput {...common} value={String(value ?? "")} onChange={onChange} media={media} labelledBy={labelledBy} />;
      break;
    case "gallery":
      control = (
        <GalleryInput
          id={id}
          value={(value as string[] | undefined) ?? []}
          onChange={onChange}
          media={media}
          max={field.max}
          labelledBy={labelledBy}
          describedBy={describedBy}
        />
      );
      break;
    case "richtext":
      control = (
        <RichTextInput {...common} value={value as RichTextDocument} onChange={onChange} labelledBy={labelledBy} media={media} />
      );
      break;
  }
  return control;
}

interface GroupInputProps<T> {
  id: string;
  labelledBy: string;
  describedBy?: string;
  value: T[];
  onChange: (value: unknown) => void;
}

/** Certification rows: a kind and its certifier by name each, added and removed one at a time. */
function CertificationsInput({
  id,
  lang,
  labelledBy,
  describedBy,
  value,
  onChange,
}: GroupInputProps<Certification> & { lang: string }) {
  const t = useTranslations("AdminContent");
  const kinds = useTranslations("Catalog.certifications");
  const update = (index: number, row: Partial<Certification>) =>
    onChange(value.map((current, at) => (at === index ? { ...current, ...row } : current)));
  const unused = certificationKinds.find((kind) => !value.some((row) => row.kind === kind)) ?? certificationKinds[0];
  return (
    <fieldset id={id} aria-labelledby={labelledBy} aria-describedby={describedBy} className="mt-2 space-y-3">
      {value.length === 0 && <p className="text-sm text-muted">{t("certifications.none")}</p>}
      <ol className="space-y-3">
        {value.map((row, index) => (
          <li key={index} className="flex flex-wrap items-end gap-2 rounded-lg bg-sand/40 p-3">
            <div className="min-w-32">
              <label htmlFor={`${id}-${index}-kind`} className="block text-xs font-semibold text-olive-deep">
                {t("certifications.kind", { number: index + 1 })}
              </label>
              <select
                id={`${id}-${index}-kind`}
                value={row.kind}
                onChange={(event) => update(index, { kind: event.target.value as Certification["kind"] })}
                className={inputClass}
              >
                {certificationKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {kinds(kind)}
                  </option>
                ))}
              </select>
            </div>
            <div className="min-w-48 flex-1">
              <label htmlFor={`${id}-${index}-certifier`} className="block text-xs font-semibold text-olive-deep">
                {t("certifications.certifier", { number: index + 1 })}
              </label>
              <input
                id={`${id}-${index}-certifier`}
                type="text"
                lang={lang}
                value={row.certifier}
                aria-invalid={!row.certifier.trim()}
                onChange={(event) => update(index, { certifier: event.target.value })}
                className={inputClass}
              />
            </div>
            <button
              type="button"
              onClick={() => onChange(value.filter((_, at) => at !== index))}
              className="min-h-11 rounded-full px-4 text-sm font-semibold text-terracotta-deep ring-1 ring-terracotta-deep/30 hover:bg-sand/60"
            >
              {t("certifications.remove", { number: index + 1 })}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => onChange([...value, { kind: unused, certifier: "" }])}
        className="min-h-11 rounded-full px-4 text-sm font-semibold text-olive-deep ring-1 ring-olive-deep/30 hover:bg-sand/60"
      >
        {t("certifications.add")}
      </button>
    </fieldset>
  );
}

/** One checkbox per priority allergen; the list keeps the catalog's order whatever the clicks. */
function AllergensInput({ id, labelledBy, describedBy, value, onChange }: GroupInputProps<Allergen>) {
  const names = useTranslations("Catalog.allergens");
  const toggle = (allergen: Allergen, checked: boolean) =>
    onChange(allergens.filter((candidate) => (candidate === allergen ? checked : value.includes(candidate))));
  return (
    <fieldset id={id} aria-labelledby={labelledBy} aria-describedby={describedBy} className="mt-2">
      <ul className="grid gap-x-4 gap-y-1 sm:grid-cols-3">
        {allergens.map((allergen) => (
          <li key={allergen}>
            <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={value.includes(allergen)}
                onChange={(event) => toggle(allergen, event.target.checked)}
                className="size-5 accent-olive-deep"
              />
              {names(allergen)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
