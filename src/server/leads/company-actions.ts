"use server";

import "server-only";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { adminPaths } from "@/lib/paths";
import { canManageCompanies } from "@/lib/permissions";
import { accountManagerAssignmentSchema, colleagueSchema } from "@/lib/validation/account-manager";
import { defineAction } from "@/server/actions/define-action";
import { getDb } from "@/server/db/client";
import { mailServerConfigured } from "@/server/outbox";
import { addColleague, assignAccountManager } from "./companies";

/** The company's account manager: a staff account, or none (its clients then reach the general mailbox). */
export const assignAccountManagerAction = defineAction({
  schema: accountManagerAssignmentSchema,
  authorize: canManageCompanies,
  handler: async ({ companyId, managerId }, { viewer }) => {
    const t = await getTranslations("AdminCompanies");
    const result = await assignAccountManager(await getDb(), companyId, managerId, viewer.user.id);
    if (result.status === "not-found") return { ok: false, message: t("companyNotFound") };
    if (result.status === "not-staff") return { ok: false, message: t("managerNotStaff") };
    revalidatePath(adminPaths.portal, "layout");
    return {
      ok: true,
      data: { message: result.manager ? t("managerAssigned", { name: result.manager.name }) : t("managerRemoved") },
    };
  },
});

/**
 * "Add a colleague": a client account in this company and its invitation e-mail, as an approval
 * makes them. An e-mail already in use is refused beside its field and the account left alone.
 */
export const addColleagueAction = defineAction({
  schema: colleagueSchema,
  authorize: canManageCompanies,
  handler: async ({ companyId, ...colleague }, { viewer }) => {
    const t = await getTranslations("AdminCompanies");
    const result = await addColleague(
      await getDb(),
      companyId,
      { email: colleague.email, firstName: colleague.firstName, lastName: colleague.lastName, locale: colleague.language },
      viewer.user.id,
    );
    if (result.status === "not-found") return { ok: false, message: t("companyNotFound") };
    if (result.status === "email-in-use") return { ok: false, fieldErrors: { email: t("emailInUse") } };
    revalidatePath(adminPaths.portal, "layout");
    const email = colleague.email.toLowerCase();
    // Without a mail server the invitation stays in the outbox: the administrator sends its link.
    return {
      ok: true,
      data: {
        message: mailServerConfigured()
          ? t("colleagueAdded", { email })
          : t("colleagueAddedUnsent", { email, link: result.invitationLink }),
      },
    };
  },
});
