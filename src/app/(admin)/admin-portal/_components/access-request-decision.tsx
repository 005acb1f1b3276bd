import { getTranslations } from "next-intl/server";
import { CheckField, TextAreaField } from "@/components/ui/fields";
import { primaryButtonClass } from "@/components/ui/styles";
import { approveAccessRequestAction, rejectAccessRequestAction } from "@/server/leads/actions";
import { ActionForm } from "./action-form";

/**
 * Approve, and Reject with its reason, for a pending access request: the same actions on the users
 * page and on the request's inbox item (`from` names the page that then says what happened).
 */
export async function AccessRequestDecision({ id, from }: { id: string; from: "users" | "inbox" }) {
  const [t, results] = await Promise.all([getTranslations("AdminLeads"), getTranslations("AdminResults")]);
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
      <ActionForm
        action={approveAccessRequestAction}
        fields={{ id, from }}
        label={t("approve")}
        pendingLabel={t("working")}
        confirm={t("approveConfirm")}
        failed={results("failed")}
        buttonClass={primaryButtonClass}
      />
      <ActionForm
        action={rejectAccessRequestAction}
        fields={{ id, from }}
        label={t("reject")}
        pendingLabel={t("working")}
        confirm={t("rejectConfirm")}
        failed={results("failed")}
        className="flex w-full flex-col gap-3 lg:max-w-md"
      >
        <TextAreaField formId={`reject-${id}`} name="reason" label={t("rejectReason")} required maxLength={2000} rows={2} />
        <CheckField formId={`reject-${id}`} name="notify" type="checkbox" label={t("rejectNotify")} defaultChecked />
      </ActionForm>
    </div>
  );
}
