"use client";

import { useState } from "react";
import { inputClass, secondaryButtonClass } from "@/components/ui/styles";

/**
 * An invitation link for the administrator to send by hand (no mail server could): selectable
 * without JavaScript, copied with one click with it.
 */
export function InvitationLink({
  link,
  label,
  copyLabel,
  copiedLabel,
}: {
  link: string;
  label: string;
  copyLabel: string;
  copiedLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="mb-6 flex flex-wrap items-end gap-3">
      <label className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-olive-deep">{label}</span>
        <input
          readOnly
          value={link}
          className={inputClass}
          onFocus={(event) => event.currentTarget.select()}
          data-invitation-link
        />
      </label>
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() => void navigator.clipboard.writeText(link).then(() => setCopied(true))}
      >
        {copied ? copiedLabel : copyLabel}
      </button>
    </div>
  );
}
