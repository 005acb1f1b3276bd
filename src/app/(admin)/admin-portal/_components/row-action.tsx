import { getTranslations } from "next-intl/server";
import type { FormState } from "@/lib/validation/form-state";
import { ActionForm, type ActionFormProps } from "./action-form";

const smallButtonClass =
  "inline-flex min-h-9 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold text-olive-deep ring-1 ring-olive-deep/30 transition-colors hover:bg-sand/60 disabled:cursor-wait disabled:opacity-75";

/** A small action button in a table row, with the portal's working and failure messages. */
export async function RowAction<State extends FormState<string, { message: string } | undefined>>(
  props: Omit<ActionFormProps<State>, "pendingLabel" | "failed">,
) {
  const [t, results] = await Promise.all([getTranslations("AdminLeads"), getTranslations("AdminResults")]);
  return <ActionForm buttonClass={smallButtonClass} {...props} pendingLabel={t("working")} failed={results("failed")} />;
}
