import { BookOpen, Clock, Download, FileText, ImageIcon, Languages, LayoutGrid, Shapes } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { getCompanySettings } from "@/server/settings";
import { intlLocale, toLocale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { pageAlternates } from "@/lib/seo";
import { fillSiteFacts } from "@/lib/site-facts";
import { brandStorePackage, guideSteps } from "@/server/brand-store";
import { getBrandStoreGuide, getPageSearch, getProductCategories, getSection } from "@/server/content/site";
import { Eyebrow } from "@/components/site/section-heading";

const contentIcons = [Shapes, ImageIcon, FileText, BookOpen];

export async function generateMetadata({ params }: PageProps<"/[locale]/amazon-assets">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const search = await getPageSearch(locale, "amazon-assets");
  return {
    title: search.title,
    description: search.description,
    alternates: pageAlternates(locale, paths.amazonAssets),
  };
}

export default async function AmazonAssetsPage({ params }: PageProps<"/[locale]/amazon-assets">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations("AmazonAssets");
  const [guide, products, header, packageBytes, company] = await Promise.all([
    getBrandStoreGuide(locale),
    getProductCategories(locale),
    getSection(locale, "amazon-assets"),
    brandStorePackage().then((body) => body.byteLength),
    getCompanySettings(),
  ]);
  // Asked for to be read without a guide published here, the proxy answers the 404 page first
  // (src/server/content/site-paths.ts). This stays for a post.
  if (!guide) notFound();
  const size = new Intl.NumberFormat(intlLocale[locale], {
    style: "unit",
    unit: "megabyte",
    maximumFractionDigits: 1,
  }).format(packageBytes / 1_000_000);

  const facts = [
    { icon: Clock, label: t("setupTimeLabel"), value: guide.setupTime },
    { icon: LayoutGrid, label: t("categoriesLabel"), value: String(products.length) },
    { icon: Languages, label: t("languagesLabel"), value: t("languagesValue") },
  ];

  return (
    <>
      <section aria-labelledby="assets-title" className="bg-sand/60 pt-32 pb-16 sm:pb-20">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <Eyebrow>{header.eyebrow}</Eyebrow>
          <h1 id="assets-title" className="mt-3 text-4xl leading-tight font-semibold text-olive-deep sm:text-5xl">
            {guide.title}
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-muted">{fillSiteFacts(guide.intro, locale, company)}</p>
          <dl className="mt-10 grid gap-4 sm:grid-cols-3">
            {facts.map(({ icon: Icon, label, value }) => (
              <div key={label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
                <dt className="flex items-center gap-2 text-sm text-muted">
                  <Icon aria-hidden className="size-5 shrink-0 text-terracotta" />
                  {label}
                </dt>
                <dd className="mt-1 text-xl font-semibold text-olive-deep">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-10 flex flex-wrap items-center gap-x-5 gap-y-3">
            <a
              href="/amazon-assets.zip"
              download
              className="inline-flex min-h-12 items-center gap-3 rounded-full bg-olive-deep px-7 py-3 text-base font-semibold text-cream shadow-sm transition hover:bg-olive focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-olive-deep"
            >
              <Download aria-hidden className="size-5" />
              {t("download")}
            </a>
            <span className="text-sm text-muted">{t("fileDetails", { size })}</span>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-5xl gap-16 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <section aria-labelledby="assets-contents">
          <h2 id="assets-contents" className="text-3xl font-semibold text-olive-deep">
            {guide.contentsHeading}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {guide.contents.map((line, index) => {
              const Icon = contentIcons[index % contentIcons.length] ?? FileText;
              return (
                <li key={line} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
                  <Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-terracotta" />
                  <span className="leading-relaxed text-ink/85">{fillSiteFacts(line, locale, company)}</span>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="assets-categories">
          <h2 id="assets-categories" className="text-3xl font-semibold text-olive-deep">
            {guide.categoriesHeading}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
            {products.map((product) => (
              <li key={product.id} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-olive-deep/10">
                <img
                  src={`/images/products/${product.id}.svg`}
                  alt=""
                  width={480}
                  height={360}
                  loading="lazy"
                  className="aspect-[4/3] w-full bg-sand object-cover"
                />
                <p className="px-4 py-3 font-semibold text-olive-deep">{product.name}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="assets-steps">
          <h2 id="assets-steps" className="text-3xl font-semibold text-olive-deep">
            {guide.stepsHeading}
          </h2>
          <p className="mt-2 flex items-center gap-2 text-muted">
            <Clock aria-hidden className="size-4" />
            {t("setupTimeSentence", { time: guide.setupTime })}
          </p>
          <ol className="mt-8 space-y-6">
            {guideSteps(guide).map((step, index) => (
              <li key={step.title} className="flex gap-5">
                <span
                  aria-hidden
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-terracotta-deep font-semibold text-cream"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-xl font-semibold text-olive-deep">
                    <span className="sr-only">{t("stepLabel", { number: index + 1 })} – </span>
                    {step.title}
                  </h3>
                  <p className="mt-1.5 leading-relaxed text-ink/85">{fillSiteFacts(step.detail, locale, company)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="assets-tips" className="rounded-2xl bg-sand/70 p-6 sm:p-8">
          <h2 id="assets-tips" className="text-2xl font-semibold text-olive-deep">
            {guide.tipsHeading}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink/85 marker:text-olive">
            {guide.tips.map((tip) => (
              <li key={tip}>{fillSiteFacts(tip, locale, company)}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
