"use client";

import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes } from "react";
import { FormField } from "./fields";
import { inputClass } from "./styles";

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type" | "className"> {
  /** The form's id prefix: the field's id is `${formId}-${name}`, as every field's. */
  formId: string;
  name: string;
  label: string;
  showLabel: string;
  hideLabel: string;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string;
  /** A line under the field (the rule a new password follows), read with it. */
  hint?: string;
  /** When several fields share one button (a new password and its confirmation), the parent drives them. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  hideToggle?: boolean;
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput({
  formId,
  name,
  label,
  showLabel,
  hideLabel,
  error,
  hint,
  visible: controlledVisible,
  onVisibleChange,
  hideToggle = false,
  ...inputProps
}: PasswordInputProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const visible = controlledVisible ?? ownVisible;
  const setVisible = onVisibleChange ?? setOwnVisible;
  return (
    <FormField formId={formId} name={name} label={label} error={error} hint={hint} controlClassName={`${inputClass} pr-12`}>
      {(control) => (
        <div className="relative">
          <input {...inputProps} {...control} type={visible ? "text" : "password"} />
          {!hideToggle && (
            <button
              type="button"
              onClick={() => setVisible(!visible)}
              aria-pressed={visible}
              aria-controls={control.id}
              aria-label={visible ? hideLabel : showLabel}
              title={visible ? hideLabel : showLabel}
              className="absolute inset-y-0 right-0 mt-2 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-olive-deep"
            >
              {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
            </button>
          )}
        </div>
      )}
    </FormField>
  );
}
