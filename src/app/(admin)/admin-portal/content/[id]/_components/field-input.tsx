"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { CheckField, SelectField, TextField, type FieldControl } from "@/components/ui/fields";
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
  /** What the field's frame (`FormField`) hands its control: id, name, description, validity, look. */
  control: FieldControl;
  field: Field;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The id of the field's label, which names the controls that are not inputs. */
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
  lang: string;
} & FieldControl) {
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
    />
  );
}

/** One field of the editor, drawn for its kind. */
export function FieldInput({ control, field, value, onChange, labelledBy, title, references, media, lang }: FieldInputProps) {
  const t = useTranslations("AdminContent");
  const labels = useTranslations();
  const common = { ...control, lang };
  const { id, "aria-describedby": describedBy } = control;
  let element: ReactNode;
  switch (field.kind) {
    case "text":
      element = <input {...common} type="text" value={String(value ?? "")} onChange={(event) => onChange(event.target.value)} />;
      break;
    case "textarea":
      element = (
        <textarea
          {...common}
          rows={field.rows ?? 4}
          value={String(value ?? "")}
          onChange={(event) => onChange(event.target.value)}
        />
      );
      break;
    case "lines":
      element = (
        <ListTextarea {...common} rows={5} initial={((value as string[]) ?? []).join("\n")} parse={toLines} onChange={onChange} />
      );
      break;
    case "paragraphs":
      element = (
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
      element = (
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
      element = (
        <div className="flex flex-wrap items-end gap-2">
          <input
            {...common}
            type="text"
            value={String(value ?? "")}
            onChange={(event) => onChange(event.target.value)}
            className={`${control.className} flex-1`}
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
      element = <input {...common} type="date" value={String(value ?? "")} onChange={(event) => onChange(event.target.value)} />;
      break;
    case "select":
      element = (
        <select {...common} value={String(value ?? "")} onChange={(event) => onChange(event.target.value)}>
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
      element = (
        <select {...common} value={String(value ?? "")} onChange={(event) => onChange(event.target.value)}>
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
      element = (
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
      element = (
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
      element = (
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
      element = (
        <ImageInput
          id={id}
          aria-describedby={describedBy}
          value={String(value ?? "")}
          onChange={onChange}
          media={media}
          labelledBy={labelledBy}
        />
      );
      break;
    case "gallery":
      element = (
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
      element = (
        <RichTextInput
          id={id}
          lang={lang}
          aria-describedby={describedBy}
          aria-invalid={control["aria-invalid"]}
          value={value as RichTextDocument}
          onChange={onChange}
          labelledBy={labelledBy}
          media={media}
        />
      );
      break;
  }
  return element;
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
            <SelectField
              formId={`${id}-${index}`}
              name="kind"
              label={t("certifications.kind", { number: index + 1 })}
              value={row.kind}
              onChange={(event) => update(index, { kind: event.target.value as Certification["kind"] })}
              options={certificationKinds.map((kind) => ({ value: kind, label: kinds(kind) }))}
              className="min-w-32"
            />
            <TextField
              formId={`${id}-${index}`}
              name="certifier"
              label={t("certifications.certifier", { number: index + 1 })}
              type="text"
              lang={lang}
              value={row.certifier}
              invalid={!row.certifier.trim()}
              onChange={(event) => update(index, { certifier: event.target.value })}
              className="min-w-48 flex-1"
            />
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
            <CheckField
              formId={id}
              name="allergens"
              type="checkbox"
              value={allergen}
              label={names(allergen)}
              checked={value.includes(allergen)}
              onChange={(event) => toggle(allergen, event.target.checked)}
              className="min-h-11 py-2.5"
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
