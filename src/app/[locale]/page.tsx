import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { OrganizationJsonLd } from "@/components/site/organization-json-ld";
import { getContent } from "@/content";
import { toLocale } from "@/i18n/locales";
import { pageAlternates } from "@/lib/seo";
import { getFlags } from "@/server/flags";
import { BrandStorySection } from "./_components/brand-story-section";
import { ContactSection } from "./_components/contact-section";
import { FounderSection } from "./_components/founder-section";
import { HeroSection } from "./_components/hero-section";
import { ProcessSection } from "./_components/process-section";
import { ProductsSection } from "./_components/products-section";
import { ServicesSection } from "./_components/services-section";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  return { alternates: pageAlternates(toLocale(locale), "/") };
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const flags = await getFlags();
  const { home } = getContent(locale);

  return (
    <>
      <OrganizationJsonLd />
      {flags.hero_section ? <HeroSection hero={home.hero} rotate={flags.rotating_keywords} /> : <div className="pt-16" />}
      {flags.products && <ProductsSection products={home.products} />}
      {flags.services && <ServicesSection services={home.services} audiences={home.audiences} />}
      {flags.our_process && <ProcessSection steps={home.process} />}
      {flags.brand_story && <BrandStorySection story={home.brandStory} />}
      {flags.founder && <FounderSection founder={home.founder} />}
      {flags.contact && <ContactSection />}
    </>
  );
}
