import { ArrowRight } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import type { HeroView } from "@/lib/content/views";
import { fillSiteFacts } from "@/lib/site-facts";
import { toLocale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";
import { RotatingKeyword } from "./rotating-keyword";
import { Eyebrow } from "@/components/site/section-heading";

export async function HeroSection({ hero, rotate }: { hero: HeroView; rotate: boolean }) {
  const t = await getTranslations("Home");
  const locale = toLocale(await getLocale());
  return (
    <section id="home" aria-labelledby="home-title" className="relative overflow-hidden bg-sand/60 pt-24 pb-16 sm:pt-32 lg:pb-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:px-8">
        {/* On phones the actions come right after the title, so they show in the first screen. */}
        <div className="flex flex-col">
          <Eyebrow>{hero.eyebrow}</Eyebrow>
          <h1
            id="home-title"
            className="mt-4 text-[2.125rem] sm:mt-5 sm:text-4xl leading-[1.1] font-semibold text-olive-deep sm:text-5xl lg:text-6xl"
          >
            {hero.titleBefore}
            <RotatingKeyword keywords={hero.keywords} rotate={rotate} />
            {hero.titleAfter}
          </h1>
          <p className="order-last mt-8 max-w-xl text-lg leading-relaxed text-muted sm:order-none sm:mt-6">
            {fillSiteFacts(hero.subtitle, locale)}
          </p>
          <div className="mt-7 flex flex-wrap gap-3 sm:mt-9">
            <Link
              href={{ pathname: paths.home, hash: "contact" }}
              className="inline-flex min-h-12 items-center gap-2 rounded-full bg-terracotta-deep px-6 font-semibold text-cream shadow-sm transition-colors hover:bg-terracotta"
            >
              {hero.primaryCta}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
            <Link
              href={{ pathname: paths.home, hash: "products" }}
              className="inline-flex min-h-12 items-center rounded-full border border-olive-deep/30 bg-cream/60 px-6 font-semibold text-olive-deep transition-colors hover:border-olive-deep hover:bg-cream"
            >
              {hero.secondaryCta}
            </Link>
          </div>
        </div>
        <div className="relative">
          <img
            src="/images/hero.svg"
            alt={t("heroImageAlt")}
            width={1200}
            height={800}
            fetchPriority="high"
            className="aspect-[3/2] w-full rounded-3xl object-cover shadow-xl ring-1 ring-olive-deep/10"
          />
        </div>
      </div>
    </section>
  );
}
