"use client";

import { CircleCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useActionState, useEffect, useRef } from "react";
import { IntakeFieldset, IntakeFormFooter, useIntakeAction } from "@/components/ui/form-intake";
import { bindFields, SelectField, TextAreaField, TextField } from "@/components/ui/fields";
import { useFormFeedback } from "@/components/ui/use-form-feedback";
import type { AccessRequestField } from "@/lib/validation/access-request";
import { accessRequestLimits, companySizes, fieldLimits, industries } from "@/lib/validation/form-rules";
import { type FormState, idleFormState } from "@/lib/validation/form-state";
import { requestB2bAccess } from "@/server/forms/actions";

const formId = "access-request";
const loadAccessRequestSchema = () => import("@/lib/validation/access-request").then((module) => module.accessRequestSchema);

/**
 * 'Join B2B Network': the B2B access request. Works without JavaScript (the permalink brings the
 * visitor back to this panel with the outcome); on success the form is replaced by the spec's
 * confirmation and what happens next, on error the message shows with the button enabled again.
 */
export function AccessRequestForm({ permalink, intro }: { permalink: string; intro: string }) {
  const t = useTranslations("AccessRequestForm");
  const [state, formAction, pending] = useActionState<
    FormState<AccessRequestField, { email: string; mailed: boolean }>,
    FormData
  >(useIntakeAction(requestB2bAccess), idleFormState, permalink);
  const { fieldErrors, values, showError, errorMessage, submittedAt, formProps } = useFormFeedback(
    loadAccessRequestSchema,
    state,
  );
  const field = bindFields(formId, (name: AccessRequestField) => t(name), { values, fieldErrors });
  const success = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status === "success") success.current?.focus();
  }, [state.status, submittedAt]);

  // Once sent, the form gives way to what happens next: no emptied form inviting a second request.
  if (state.status === "success") {
    return (
      <div
        ref={success}
        role="status"
        tabIndex={-1}
        className="rounded-xl bg-olive/10 px-5 py-5 [overflow-wrap:anywhere] text-olive-deep outline-none"
      >
        <p className="flex items-center gap-3 text-lg font-semibold">
          <CircleCheck aria-hidden className="size-6 shrink-0" />
          {t("successTitle")}
        </p>
        <p className="mt-3 font-medium">{t("success")}</p>
        <p className="mt-3">
          {t(state.data?.mailed === false ? "successNextUnsent" : "successNext", { email: state.data?.email ?? "" })}
        </p>
      </div>
    );
  }

  return (
    <form id={`${formId}-form`} action={formAction} {...formProps} aria-label={t("title")} className="relative">
      {intro && <p className="text-muted">{intro}</p>}
      <IntakeFieldset form="access-request" formId={formId} honeypotLabel={t("honeypot")} pending={pending}>
        <TextField {...field("firstName")} autoComplete="given-name" required maxLength={accessRequestLimits.name} />
        <TextField {...field("lastName")} autoComplete="family-name" required maxLength={accessRequestLimits.name} />
        <TextField {...field("email")} type="email" autoComplete="email" required maxLength={fieldLimits.email} />
        <TextField {...field("phone")} type="tel" autoComplete="tel" required maxLength={fieldLimits.phone} />
        <TextField {...field("companyName")} autoComplete="organization" required maxLength={accessRequestLimits.companyName} />
        <TextField {...field("jobTitle")} autoComplete="organization-title" required maxLength={accessRequestLimits.jobTitle} />
        {/* React restores a select to the option it was first rendered with when the form resets
            after an action: a new key per outcome makes that the visitor's choice. */}
        <SelectField
          {...field("companySize")}
          key={`companySize-${submittedAt}`}
          placeholder={t("companySizePlaceholder")}
          options={companySizes.map((size) => ({ value: size, label: t(`companySizes.${size}`) }))}
          required
          defaultValue={values.companySize ?? ""}
        />
        <SelectField
          {...field("industry")}
          key={`industry-${submittedAt}`}
          placeholder={t("industryPlaceholder")}
          options={industries.map((industry) => ({ value: industry, label: t(`industries.${industry}`) }))}
          required
          defaultValue={values.industry ?? ""}
        />
        <TextField
          {...field("website")}
          // A bare domain is welcome (the server adds https://); type="url" would refuse it.
          type="text"
          inputMode="url"
          placeholder={t("websitePlaceholder")}
          autoComplete="url"
          maxLength={fieldLimits.url}
          className="sm:col-span-2"
        />
        <TextAreaField
          {...field("businessNeeds")}
          placeholder={t("businessNeedsPlaceholder")}
          rows={3}
          required
          maxLength={accessRequestLimits.businessNeeds}
          className="sm:col-span-2"
        />
      </IntakeFieldset>
      <IntakeFormFooter namespace="AccessRequestForm" pending={pending} failed={showError} message={errorMessage} />
    </form>
  );
}
