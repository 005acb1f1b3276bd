import type { ComponentProps, ReactNode } from "react";
import { honeypotFieldName } from "@/lib/validation/form-rules";
import { fileButtonClass, inputClass, labelClass } from "./styles";

/** The ids of a field's parts: the control (`${formId}-${name}`), its label, hint and error. */
export function fieldIds(formId: string, name: string) {
  const id = `${formId}-${name}`;
  return { id, labelId: `${id}-label`, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** What a field hands its control: its id and name, its description and its validity. */
export interface FieldControl {
  id: string;
  name: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  /** A group's only (`group`): the label names it. */
  "aria-labelledby"?: string;
  className: string;
}

export interface FormFieldProps {
  /** The form's id prefix, so two forms on one page never share element ids. */
  formId: string;
  name: string;
  label: ReactNode;
  /** Read by screen readers, not shown: the row, heading or buttons around it name it on screen. */
  labelHidden?: boolean;
  /** Shown beside the label (a badge), not part of the field's name. */
  labelAside?: ReactNode;
  /**
   * The control is a group of inputs (a fieldset, a role="group", an editable region): the label
   * is a span naming it through `aria-labelledby`, as a <label for> names one input only.
   */
  group?: boolean;
  /** A line under the control that helps fill it in, read with the control. */
  hint?: ReactNode;
  /** Why the value was refused, under the control and read with it. */
  error?: ReactNode;
  /** The error is said as soon as it shows (role="alert"): a field checked as it changes (a file's size). */
  announceError?: boolean;
  /** Whether the control is marked invalid; by default whenever there is an error. */
  invalid?: boolean;
  /** More ids describing the control (parts the caller draws after it, such as a character count). */
  describedBy?: string;
  className?: string;
  /** The control's classes in place of the shared `inputClass` (a control set inline, a file input). */
  controlClassName?: string;
}

/**
 * A label, a control, its hint and its error, tied together for screen readers. The one way a
 * labelled control is drawn: `TextField`, `TextAreaField` and `SelectField` for the usual
 * controls; `FormField` itself, with the control in `children`, for one drawn with more around it
 * (buttons beside it, a show-password toggle) or by a component of its own.
 */
export function FormField({
  formId,
  name,
  label,
  labelHidden,
  labelAside,
  group,
  hint,
  error,
  announceError,
  invalid,
  describedBy: more,
  className,
  controlClassName,
  children,
}: FormFieldProps & { children: (control: FieldControl) => ReactNode }) {
  const { id, labelId, hintId, errorId } = fieldIds(formId, name);
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  const describedBy = [hint && hintId, hasError && errorId, more].filter(Boolean).join(" ");
  const labelClassName = labelHidden ? "sr-only" : labelClass;
  const labelElement = group ? (
    <span id={labelId} className={labelClassName}>
      {label}
    </span>
  ) : (
    <label id={labelId} htmlFor={id} className={labelClassName}>
      {label}
    </label>
  );
  const ErrorElement = typeof error === "string" ? "p" : "div";
  return (
    <div className={className}>
      {labelAside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children({
        id,
        name,
        "aria-invalid": invalid ?? hasError,
        "aria-describedby": describedBy || undefined,
        ...(group && { "aria-labelledby": labelId }),
        className: controlClassName ?? inputClass,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {hasError && (
        <ErrorElement
          id={errorId}
          role={announceError ? "alert" : undefined}
          className="mt-1.5 text-sm font-medium text-terracotta-deep"
        >
          {error}
        </ErrorElement>
      )}
    </div>
  );
}

type Frame = Omit<FormFieldProps, "group" | "labelAside">;

/** Parts a field's props into what its frame takes and what goes on the control itself. */
function splitFrame<Props extends Frame>({
  formId,
  name,
  label,
  labelHidden,
  hint,
  error,
  announceError,
  invalid,
  describedBy,
  className,
  controlClassName,
  ...control
}: Props) {
  return [
    { formId, name, label, labelHidden, hint, error, announceError, invalid, describedBy, className, controlClassName },
    control,
  ] as const;
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

/** Also a file input (`type="file"`), which gets the shared look of its button. */
export function TextField(props: Frame & Omit<ComponentProps<"input">, "id" | "name" | "className">) {
  const [frame, input] = splitFrame(props);
  const fileClass = input.type === "file" ? `${inputClass} ${fileButtonClass}` : undefined;
  return (
    <FormField {...frame} controlClassName={frame.controlClassName ?? fileClass}>
      {(control) => <input {...input} {...control} />}
    </FormField>
  );
}

export function TextAreaField(props: Frame & Omit<ComponentProps<"textarea">, "id" | "name" | "className">) {
  const [frame, textarea] = splitFrame(props);
  return <FormField {...frame}>{(control) => <textarea {...textarea} {...control} />}</FormField>;
}

export function SelectField(
  props: Frame &
    Omit<ComponentProps<"select">, "id" | "name" | "className"> & {
      /** The empty first choice; none when a value is always chosen. */
      placeholder?: string;
      options: readonly { value: string; label: string }[];
    },
) {
  const [frame, { placeholder, options, ...select }] = splitFrame(props);
  return (
    <FormField {...frame}>
      {(control) => (
        <select {...select} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * A checkbox or a radio button with its label after it (and a hint under the label, read with it).
 * Several of one name (a radio group, the companies ticked) take their `value` into their ids.
 */
export function CheckField({
  formId,
  name,
  label,
  hint,
  className,
  ...input
}: {
  formId: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  type: "checkbox" | "radio";
} & Omit<ComponentProps<"input">, "id" | "name" | "className" | "type">) {
  const { id, hintId } = fieldIds(formId, input.value === undefined ? name : `${name}-${String(input.value)}`);
  return (
    <div className={`flex items-start gap-2 text-sm ${className ?? ""}`}>
      <input
        {...input}
        id={id}
        name={name}
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 size-4 shrink-0 accent-olive-deep"
      />
      <div>
        <label htmlFor={id} className="text-ink">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * Checkboxes or radio buttons of one question: a fieldset named by its legend, with the error
 * (and a hint) that concern them all read with the group. Disabled, it disables what it holds.
 */
export function ChoiceGroup({
  formId,
  name,
  legend,
  legendHidden,
  hint,
  error,
  disabled,
  className,
  children,
}: {
  formId: string;
  name: string;
  legend: ReactNode;
  /** Read by screen readers, not shown: a choice just above says what the group is. */
  legendHidden?: boolean;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { hintId, errorId } = fieldIds(formId, name);
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  return (
    <fieldset disabled={disabled} aria-describedby={describedBy || undefined} className={className}>
      <legend className={legendHidden ? "sr-only" : labelClass}>{legend}</legend>
      {children}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-terracotta-deep">
          {error}
        </p>
      )}
    </fieldset>
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
