"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "radix-ui";
import { useId, useState, useTransition } from "react";
import { TextField } from "@/components/ui/fields";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import type { FlagName } from "@/lib/flags/catalog";
import { idleFormState } from "@/lib/validation/form-state";
import { toggleFlagAction } from "@/server/flags/actions";

export interface FlagChangeResult {
  name: string;
  enabled: boolean;
  actor: string;
  reason: string | null;
  changedAt: string;
}

/**
 * A flag's switch: it asks for an optional reason, then changes only once the server has stored
 * the change (`onChanged`); a refusal is shown and the switch stays as it was.
 */
export function FlagSwitch({
  name,
  title,
  enabled,
  onChanged,
}: {
  name: FlagName;
  title: string;
  enabled: boolean;
  onChanged: (change: FlagChangeResult) => void;
}) {
  const t = useTranslations("AdminPortal.flags");
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const formId = useId();

  function confirm() {
    setError(null);
    startTransition(async () => {
      const result = await toggleFlagAction(idleFormState, { name, enabled: !enabled, reason }).catch(
        () => ({ status: "error", reason: "failed" }) as const,
      );
      if (result.status === "success" && result.data) {
        onChanged(result.data);
        setReason("");
        setOpen(false);
        return;
      }
      const why = result.status === "error" ? result.reason : "invalid";
      setError(why === "forbidden" ? t("forbidden") : why === "rate-limited" ? t("rateLimited") : t("failed", { title }));
    });
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <Dialog.Trigger asChild>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-label={title}
          data-flag-switch={name}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${enabled ? "bg-olive-deep" : "bg-muted/70"}`}
        >
          <span
            aria-hidden
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${enabled ? "translate-x-6" : "translate-x-1"}`}
          />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-olive-deep">
            {enabled ? t("turnOffTitle", { title }) : t("turnOnTitle", { title })}
          </Dialog.Title>
          <TextField
            formId={formId}
            name="reason"
            label={t("reason")}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="mt-4"
          />
          {error && (
            <p role="alert" className="mt-3 text-sm font-medium text-terracotta-deep">
              {error}
            </p>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <button type="button" className={secondaryButtonClass}>
                {t("cancel")}
              </button>
            </Dialog.Close>
            <button type="button" onClick={confirm} disabled={pending} className={primaryButtonClass}>
              {enabled ? t("turnOff") : t("turnOn")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
