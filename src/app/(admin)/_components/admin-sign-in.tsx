import { getLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { getSection } from "@/server/content/site";
import { AdminSignInForm } from "./admin-sign-in-form";

/** The staff sign-in panel with its introduction from the studio (section `admin-login`). */
export async function AdminSignIn({ next }: { next?: string }) {
  const { intro } = await getSection(toLocale(await getLocale()), "admin-login");
  return <AdminSignInForm next={next} intro={intro} />;
}
