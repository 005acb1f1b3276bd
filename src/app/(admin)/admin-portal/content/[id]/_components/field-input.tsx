"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { inputClass } from "@/components/ui/styles";
import { slugify, type Field, type Milestone } from "@/lib/content/fields";
import type { RichTextDocument } from "@/lib/rich-text/schema";
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
              {t(`${field.labels}.${option}` as Parameters<typeof t>[0])}
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
    case "image":
      control = <ImageInput {...common} value={String(value ?? "")} onChange={onChange} media={media} labelledBy={labelledBy} />;
      break;
    case "richtext":
      control = (
        <RichTextInput {...common} value={value as RichTextDocument} onChange={onChange} labelledBy={labelledBy} media={media} />
      );
      break;
  }
  return control;
}
