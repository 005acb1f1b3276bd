import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminSignIn } from "../_components/admin-sign-in";
import { adminPaths } from "@/lib/paths";
import { canOpenAdmin } from "@/lib/permissions";
import { getStaffViewer } from "@/server/admin/gate";
import { isFlagName } from "@/lib/flags/catalog";
import { loadFlagsForAdmin } from "@/server/flags/admin";
import { getFeatureConfiguration } from "@/server/site-features";
import { FlagList } from "./_components/flag-list";
import { LogoutButton } from "./_components/logout-button";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("AdminFlags"))("title") };
}

export default async function SimpleAdminPage() {
  // The portal's gate (src/server/admin/gate.ts), for administrators: locked until the server
  // has verified one, and the gate holds no data at all.
  const viewer = await getStaffViewer(canOpenAdmin);
  if (!viewer) {
    return (
      <main>
        <AdminSignIn next={adminPaths.simpleAdmin} />
      </main>
    );
  }

  const [t, descriptions, list] = await Promise.all([
    getTranslations("AdminFlags"),
    getTranslations("AdminFlagDescriptions"),
    loadFlagsForAdmin(),
  ]);
  return (
    <main className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex flex-col gap-4 border-b border-olive-deep/15 pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold text-olive-deep">{t("title")}</h1>
          <p className="mt-2 max-w-2xl text-muted">{t("intro")}</p>
          <p className="mt-2 text-sm text-muted">{t("signedInAs", { email: viewer.user.email })}</p>
        </div>
        <LogoutButton />
      </header>
      {list.status === "error" ? (
        <p role="alert" className="mt-8 rounded-lg bg-terracotta-deep/10 px-4 py-3 font-medium text-terracotta-deep">
          {list.message}
        </p>
      ) : list.flags.length === 0 ? (
        <p className="mt-8 text-lg font-semibold text-olive-deep">{t("noFlags")}</p>
      ) : (
        <FlagList
          flags={list.flags.map(({ name, description, enabled }) => ({
            name,
            description: isFlagName(name) ? descriptions(name) : description,
            enabled,
          }))}
          configuration={getFeatureConfiguration()}
        />
      )}
    </main>
  );
}
