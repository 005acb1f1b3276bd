import { getTranslations } from "next-intl/server";
import { secondaryButtonClass } from "@/components/ui/styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { signOutAdminAction } from "@/server/auth/actions";

export async function LogoutButton() {
  const t = await getTranslations({ locale: "en", namespace: "AdminFlags" });
  return (
    <form action={signOutAdminAction}>
      <SubmitButton label={t("logout")} pendingLabel={t("logout")} className={secondaryButtonClass} />
    </form>
  );
}
