import { isFlagName } from "@/lib/flags/catalog";
import { getTranslations } from "next-intl/server";
import { loadFlagsWithHistory } from "@/server/flags/admin";
import { getPortalViewer } from "@/server/admin/gate";
import { getFeatureConfiguration } from "@/server/site-features";
import { PortalGate } from "../_components/portal-gate";
import { PortalPage } from "../_components/portal-page";
import { portalPageMetadata } from "../_components/portal-metadata";
import { FlagBoard } from "./_components/flag-board";

export const generateMetadata = portalPageMetadata("feature-flags");

export default async function FeatureFlagsPage() {
  if (!(await getPortalViewer("feature-flags"))) return <PortalGate page="feature-flags" />;
  const [t, descriptions, flags] = await Promise.all([
    getTranslations("AdminPortal.flags"),
    // Translated here: the descriptions are for staff only, never in the catalog sent to every admin screen.
    getTranslations("AdminFlagDescriptions"),
    loadFlagsWithHistory(),
  ]);
  return (
    <PortalPage title={t("title")} intro={t("intro")}>
      <FlagBoard
        configuration={getFeatureConfiguration()}
        flags={flags.map(({ name, description, enabled, history }) => ({
          name,
          description: isFlagName(name) ? descriptions(name) : description,
          enabled,
          history: history.map((change) => ({ ...change, changedAt: change.changedAt.toISOString() })),
        }))}
      />
    </PortalPage>
  );
}
