import { getTranslations } from "next-intl/server";
import { flagNames, type FlagName } from "@/lib/flags/catalog";
import { homeSectionFlags, pageGroups } from "@/lib/page-groups";
import { homeSections, paths } from "@/lib/paths";
import { getPortalViewer } from "@/server/admin/gate";
import { getFlags } from "@/server/flags";
import { getFeatureConfiguration } from "@/server/site-features";
import { PortalGate } from "../_components/portal-gate";
import { PortalPage } from "../_components/portal-page";
import { portalPageMetadata } from "../_components/portal-metadata";
import { SectionGroups, type SectionGroup, type SectionRow } from "./_components/section-groups";

export const generateMetadata = portalPageMetadata("sections");

// Where each remaining flag shows on the public site.
const siteFeatureLinks: Partial<Record<FlagName, string>> = {
  rotating_keywords: paths.home,
  b2b_request_form: paths.clientLogin,
  french_language: "/fr",
};

type Describe = (flag: FlagName) => string;
const row = (describe: Describe, flag: FlagName, href: string): SectionRow => ({ flag, href, description: describe(flag) });

/** Home sections in page order, then the page groups, then every other flag (site features). */
function sectionGroups(describe: Describe): SectionGroup[] {
  const home = homeSections.map((section) =>
    row(describe, homeSectionFlags[section], section === "home" ? paths.home : `/#${section}`),
  );
  const groups = Object.values(pageGroups).map((group) => row(describe, group.flag, group.nav?.pathname ?? paths.clientLogin));
  const placed = new Set<FlagName>([...home, ...groups].map((entry) => entry.flag));
  const features = flagNames
    .filter((flag) => !placed.has(flag))
    .map((flag) => row(describe, flag, siteFeatureLinks[flag] ?? paths.home));
  return [
    { id: "homeSections", rows: home },
    { id: "pageGroups", rows: groups },
    { id: "siteFeatures", rows: features },
  ];
}

export default async function SectionsPage() {
  if (!(await getPortalViewer("sections"))) return <PortalGate page="sections" />;
  const [t, descriptions, flags] = await Promise.all([
    getTranslations("AdminPortal.sections"),
    getTranslations("AdminFlagDescriptions"),
    getFlags(),
  ]);
  return (
    <PortalPage title={t("title")} intro={t("intro")}>
      <SectionGroups
        groups={sectionGroups((flag) => descriptions(flag))}
        enabled={flags}
        configuration={getFeatureConfiguration()}
      />
    </PortalPage>
  );
}
