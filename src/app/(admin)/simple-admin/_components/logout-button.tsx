import { getTranslations } from "next-intl/server";
import { SignOutForm } from "@/components/ui/sign-out-form";
import { secondaryButtonClass } from "@/components/ui/styles";
import { signOutAdminAction, signOutAdminEverywhereAction } from "@/server/auth/actions";

export async function LogoutButton() {
  const t = await getTranslations("AdminFlags");
  return (
    <div className="flex flex-wrap gap-3">
      <SignOutForm action={signOutAdminAction} label={t("logout")} pendingLabel={t("logout")} className={secondaryButtonClass} />
      <SignOutForm
        action={signOutAdminEverywhereAction}
        label={t("logoutEverywhere")}
        pendingLabel={t("logoutEverywhere")}
        className={secondaryButtonClass}
      />
    </div>
  );
}
