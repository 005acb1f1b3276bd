"use client";

import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes } from "react";
import { inputClass, labelClass } from "./styles";

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className"> {
  id: string;
  label: string;
  showLabel: string;
  hideLabel: string;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string;
  /** When several fields share one button (a new password and its confirmation), the parent drives them. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  hideToggle?: boolean;
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput({
  id,
  label,
  showLabel,
  hideLabel,
  error,
  visible: controlledVisible,
  onVisibleChange,
  hideToggle = false,
  ...inputProps
}: PasswordInputProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const visible = controlledVisible ?? ownVisible;
  const setVisible = onVisibleChange ?? setOwnVisible;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          {...inputProps}
          id={id}
          type={visible ? "text" : "password"}
          className={`${inputClass} pr-12`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {!hideToggle && (
          <button
            type="button"
            onClick={() => setVisible(!visible)}
            aria-pressed={visible}
            aria-controls={id}
            aria-label={visible ? hideLabel : showLabel}
            title={visible ? hideLabel : showLabel}
            className="absolute inset-y-0 right-0 mt-2 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-olive-deep"
          >
            {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-terracotta-deep">
          {error}
        </p>
      )}
    </div>
  );
}
