"use client";

import { useState } from "react";
import { TextField } from "@/components/ui/fields";
import { secondaryButtonClass } from "@/components/ui/styles";

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
      <TextField
        formId="invitation"
        name="link"
        label={label}
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        data-invitation-link
        className="min-w-0 flex-1"
      />
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
