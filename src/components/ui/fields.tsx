import type { ComponentProps, ReactNode } from "react";
import { honeypotFieldName } from "@/lib/validation/form-rules";
import { inputClass, labelClass } from "./styles";

interface FieldFrameProps {
  /** The form's id prefix, so two forms on one page never share element ids. */
  formId: string;
  name: string;
  label: string;
  error?: string;
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
function FieldFrame({ formId, name, label, error, className, children }: FieldFrameProps) {
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({
        id,
        name,
        "aria-invalid": Boolean(error),
        "aria-describedby": error ? errorId : undefined,
        className: inputClass,
      })}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-terracotta-deep">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { formId: string; name: string; label: string; error?: string; className?: string };

export function TextField({
  formId,
  name,
  label,
  error,
  className,
  ...input
}: Common & Omit<ComponentProps<"input">, "id" | "name">) {
  return (
    <FieldFrame formId={formId} name={name} label={label} error={error} className={className}>
      {(props) => <input {...input} {...props} />}
    </FieldFrame>
  );
}

export function TextAreaField({
  formId,
  name,
  label,
  error,
  className,
  ...textarea
}: Common & Omit<ComponentProps<"textarea">, "id" | "name">) {
  return (
    <FieldFrame formId={formId} name={name} label={label} error={error} className={className}>
      {(props) => <textarea {...textarea} {...props} />}
    </FieldFrame>
  );
}

export function SelectField({
  formId,
  name,
  label,
  error,
  className,
  placeholder,
  options,
  ...select
}: Common &
  Omit<ComponentProps<"select">, "id" | "name"> & {
    /** The empty first choice; none when a value is always chosen. */
    placeholder?: string;
    options: { value: string; label: string }[];
  }) {
  return (
    <FieldFrame formId={formId} name={name} label={label} error={error} className={className}>
      {(props) => (
        <select {...select} {...props}>
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
