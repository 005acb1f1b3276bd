import type { ComponentProps, ReactNode } from "react";
import { honeypotFieldName } from "@/lib/validation/form-rules";
import { inputClass, labelClass } from "./styles";

interface FieldFrameProps {
  /** The form's id prefix, so two forms on one page never share element ids. */
  formId: string;
  name: string;
  label: string;
  error?: string;
  /** A line under the control that helps fill it in, read with the control. */
  hint?: string;
  className?: string;
  children: (props: {
    id: string;
    name: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
    className: string;
  }) => ReactNode;
}

/** A label, a control and its error, tied together for screen readers. */
function FieldFrame({ formId, name, label, error, hint, className, children }: FieldFrameProps) {
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({
        id,
        name,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy || undefined,
        className: inputClass,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-terracotta-deep">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { formId: string; name: string; label: string; error?: string; hint?: string; className?: string };

/** Parts a field's props into what its frame takes and what goes on the control itself. */
function splitFrame<Props extends Common>({ formId, name, label, error, hint, className, ...control }: Props) {
  return [{ formId, name, label, error, hint, className }, control] as const;
}

/**
 * The props every field of one form shares, from the field's name: the form's id prefix, the
 * label, and the value and error the last submission left (`useFormFeedback`'s `values` and
 * `fieldErrors`). `<TextField {...field("email")} type="email" required />`.
 */
export function bindFields<Name extends string>(
  formId: string,
  label: (name: Name) => string,
  feedback: NoInfer<{ values: Partial<Record<Name, string>>; fieldErrors: Partial<Record<Name, string>> }>,
) {
  return (name: Name) => ({
    formId,
    name,
    label: label(name),
    defaultValue: feedback.values[name],
    error: feedback.fieldErrors[name],
  });
}

export function TextField(props: Common & Omit<ComponentProps<"input">, "id" | "name">) {
  const [frame, input] = splitFrame(props);
  return <FieldFrame {...frame}>{(wired) => <input {...input} {...wired} />}</FieldFrame>;
}

export function TextAreaField(props: Common & Omit<ComponentProps<"textarea">, "id" | "name">) {
  const [frame, textarea] = splitFrame(props);
  return <FieldFrame {...frame}>{(wired) => <textarea {...textarea} {...wired} />}</FieldFrame>;
}

export function SelectField(
  props: Common &
    Omit<ComponentProps<"select">, "id" | "name"> & {
      /** The empty first choice; none when a value is always chosen. */
      placeholder?: string;
      options: { value: string; label: string }[];
    },
) {
  const [frame, { placeholder, options, ...select }] = splitFrame(props);
  return (
    <FieldFrame {...frame}>
      {(wired) => (
        <select {...select} {...wired}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** Off-screen and out of the tab order: people never fill it, form-filling bots do. */
export function HoneypotField({ formId, label }: { formId: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${formId}-${honeypotFieldName}`}>{label}</label>
      <input
        id={`${formId}-${honeypotFieldName}`}
        name={honeypotFieldName}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
