import { OrganizationJsonLd } from "@/components/site/organization-json-ld";
import type { Locale } from "@/i18n/locales";
import { canBecomeClient } from "@/components/site/become-client";
import { getHomeContent, type Preview } from "@/server/content/site";
import { getFlags } from "@/server/flags";
import { getCompanySettings } from "@/server/settings";
import { BrandStorySection } from "./brand-story-section";
import { ContactSection } from "./contact-section";
import { FounderSection } from "./founder-section";
import { HeroSection } from "./hero-section";
import { ProcessSection } from "./process-section";
import { ProductsSection } from "./products-section";
import { ServicesSection } from "./services-section";

/** The home page's template, for visitors and for staff previewing a draft. */
export async function HomeView({ locale, preview }: { locale: Locale; preview?: Preview }) {
  const [flags, home, company] = await Promise.all([getFlags(), getHomeContent(locale, preview), getCompanySettings()]);
  const { sections } = home;

  return (
    <>
      <OrganizationJsonLd company={company} />
      {flags.hero_section && home.hero ? (
        <HeroSection hero={home.hero} rotate={flags.rotating_keywords} />
      ) : (
        <div className="pt-16" />
      )}
      {flags.products && (
        <ProductsSection products={home.products} becomeClient={canBecomeClient(flags)} words={sections["home.products"]} />
      )}
      {flags.services && (
        <ServicesSection
          services={home.services}
          audiences={home.audiences}
          words={sections["home.services"]}
          audiencesWords={sections["home.audiences"]}
        />
      )}
      {flags.our_process && <ProcessSection steps={home.process} words={sections["home.process"]} />}
      {flags.brand_story && home.brandStory && <BrandStorySection story={home.brandStory} words={sections["home.brand-story"]} />}
      {flags.founder && home.founder && <FounderSection founder={home.founder} words={sections["home.founder"]} />}
      {flags.contact && <ContactSection company={company} words={sections["home.contact"]} />}
    </>
  );
}
