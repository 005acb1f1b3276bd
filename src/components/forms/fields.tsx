import type { ComponentProps, ReactNode } from "react";
import { honeypotFieldName } from "@/lib/validation/form-fields";

const controlClass =
  "mt-1.5 block w-full rounded-xl border bg-white px-3.5 py-2.5 text-ink shadow-sm transition-colors placeholder:text-muted/70 " +
  "focus:border-olive focus:outline-2 focus:outline-offset-0 focus:outline-olive/40 disabled:cursor-not-allowed disabled:bg-sand/40 disabled:text-muted " +
  "aria-[invalid=true]:border-terracotta-deep";

interface FieldFrameProps {
  /** The form's id prefix, so two forms on one page never share element ids. */
  formId: string;
  name: string;
  label: string;
  error?: string;
  className?: string;
  children: (props: { id: string; name: string; "aria-invalid": boolean; "aria-describedby"?: string; className: string }) => ReactNode;
}

/** A label, a control and its error, tied together for screen readers. */
function FieldFrame({ formId, name, label, error, className, children }: FieldFrameProps) {
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-olive-deep">
        {label}
      </label>
      {children({
        id,
        name,
        "aria-invalid": Boolean(error),
        "aria-describedby": error ? errorId : undefined,
        className: `${controlClass} ${error ? "border-terracotta-deep" : "border-olive-deep/20"}`,
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

export function TextField({ formId, name, label, error, className, ...input }: Common & Omit<ComponentProps<"input">, "id" | "name">) {
  return (
    <FieldFrame formId={formId} name={name} label={label} error={error} className={className}>
      {(props) => <input {...input} {...props} />}
    </FieldFrame>
  );
}

export function TextAreaField({ formId, name, label, error, className, ...textarea }: Common & Omit<ComponentProps<"textarea">, "id" | "name">) {
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
}: Common & Omit<ComponentProps<"select">, "id" | "name"> & { placeholder: string; options: { value: string; label: string }[] }) {
  return (
    <FieldFrame formId={formId} name={name} label={label} error={error} className={className}>
      {(props) => (
        <select {...select} {...props}>
          <option value="">{placeholder}</option>
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
      <input id={`${formId}-${honeypotFieldName}`} name={honeypotFieldName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="inline-flex min-h-12 items-center justify-center rounded-full bg-terracotta-deep px-7 font-semibold text-cream shadow-sm transition-colors hover:bg-terracotta disabled:cursor-wait disabled:opacity-80"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
