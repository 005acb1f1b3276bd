"use client";

import { CircleCheck, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useActionState, useEffect, useRef, useState } from "react";
import { IntakeFieldset, IntakeFormFooter, useIntakeAction } from "@/components/ui/form-intake";
import { bindFields, TextAreaField, TextField } from "@/components/ui/fields";
import { useFormFeedback } from "@/components/ui/use-form-feedback";
import type { ContactField } from "@/lib/validation/contact";
import { contactLimits, fieldLimits } from "@/lib/validation/form-rules";
import { type FormState, idleFormState } from "@/lib/validation/form-state";
import { sendContactMessage } from "@/server/forms/actions";

const formId = "contact-form";
const loadContactSchema = () => import("@/lib/validation/contact").then((module) => module.contactSchema);

/**
 * The home page's contact form. Works without JavaScript (the server answers with the page and
 * the outcome, scrolled back to #contact through the permalink); with it, checks run in the
 * browser first, fields are disabled while sending, and success opens a thank-you dialog.
 */
export function ContactForm({ permalink }: { permalink: string }) {
  const t = useTranslations("ContactForm");
  const [state, formAction, pending] = useActionState<FormState<ContactField>, FormData>(
    useIntakeAction(sendContactMessage),
    idleFormState,
    permalink,
  );
  const { hydrated, fieldErrors, values, showError, errorMessage, submittedAt, formProps } = useFormFeedback(
    loadContactSchema,
    state,
  );
  const field = bindFields(formId, (name: ContactField) => t(name), { values, fieldErrors });

  const dialog = useRef<HTMLDialogElement>(null);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const thanks = state.status === "success" && dismissedAt !== submittedAt;
  useEffect(() => {
    const element = dialog.current;
    if (thanks && hydrated && element && !element.open) element.showModal();
  }, [thanks, hydrated, submittedAt]);

  return (
    <>
      <form
        id={formId}
        action={formAction}
        {...formProps}
        aria-labelledby={`${formId}-title`}
        className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-olive-deep/10 sm:p-8"
      >
        <h3 id={`${formId}-title`} className="text-2xl font-semibold text-olive-deep">
          {t("title")}
        </h3>
        <p className="mt-1 text-sm text-muted">{t("requiredNote")}</p>
        <IntakeFieldset form="contact" formId={formId} honeypotLabel={t("honeypot")} pending={pending}>
          <TextField {...field("firstName")} autoComplete="given-name" required maxLength={contactLimits.name} />
          <TextField {...field("lastName")} autoComplete="family-name" required maxLength={contactLimits.name} />
          <TextField {...field("email")} type="email" autoComplete="email" required maxLength={fieldLimits.email} />
          <TextField
            {...field("phone")}
            type="tel"
            placeholder={t("phonePlaceholder")}
            autoComplete="tel"
            maxLength={fieldLimits.phone}
          />
          <TextAreaField
            {...field("message")}
            placeholder={t("messagePlaceholder")}
            rows={5}
            required
            maxLength={contactLimits.message}
            className="sm:col-span-2"
          />
        </IntakeFieldset>
        <IntakeFormFooter namespace="ContactForm" pending={pending} failed={showError} message={errorMessage} />
      </form>

      <dialog
        ref={dialog}
        // Without JavaScript the server's page shows the dialog open; with it, showModal() does.
        open={!hydrated && thanks ? true : undefined}
        aria-labelledby={`${formId}-thanks-title`}
        onClose={() => setDismissedAt(submittedAt)}
        className="fixed inset-0 z-50 m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl bg-cream p-8 text-center text-ink shadow-2xl ring-1 ring-olive-deep/10 backdrop:bg-ink/50"
      >
        <form method="dialog" className="absolute top-3 right-3">
          <button
            type="submit"
            aria-label={t("close")}
            className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-sand"
          >
            <X aria-hidden className="size-5" />
          </button>
        </form>
        <CircleCheck aria-hidden className="mx-auto size-12 text-olive" strokeWidth={1.5} />
        <h3 id={`${formId}-thanks-title`} className="mt-4 text-2xl font-semibold text-olive-deep">
          {t("successTitle")}
        </h3>
        <p className="mt-2 text-muted">{t("successBody")}</p>
        <form method="dialog" className="mt-6">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-full bg-olive-deep px-6 font-semibold text-cream hover:bg-olive"
          >
            {t("close")}
          </button>
        </form>
      </dialog>
    </>
  );
}
