import { Compass } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NotFound");
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function NotFound() {
  const t = await getTranslations("NotFound");
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-36 pb-24 text-center">
      <Compass aria-hidden className="size-14 text-terracotta" strokeWidth={1.5} />
      <p className="mt-6 font-serif text-7xl font-semibold text-olive-deep">404</p>
      <h1 className="mt-4 text-3xl font-semibold text-ink sm:text-4xl">{t("title")}</h1>
      <p className="mt-4 text-lg text-muted">{t("description")}</p>
      <Link
        href={paths.home}
        className="mt-10 inline-flex min-h-11 items-center rounded-full bg-olive-deep px-6 font-semibold text-cream transition-colors hover:bg-olive"
      >
        {t("home")}
      </Link>
    </section>
  );
}
