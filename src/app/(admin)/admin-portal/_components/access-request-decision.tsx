import { getTranslations } from "next-intl/server";
import { inputClass, labelClass, primaryButtonClass } from "@/components/ui/styles";
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
        <label className={labelClass} htmlFor={`reason-${id}`}>
          {t("rejectReason")}
        </label>
        <textarea id={`reason-${id}`} name="reason" required maxLength={2000} rows={2} className={`${inputClass} mt-0`} />
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" name="notify" defaultChecked className="size-4 accent-olive-deep" />
          {t("rejectNotify")}
        </label>
      </ActionForm>
    </div>
  );
}
