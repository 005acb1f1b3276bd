import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { successClass } from "@/components/ui/styles";
import { toLocale } from "@/i18n/locales";
import { getPortalViewer } from "@/server/admin/gate";
import { getDb } from "@/server/db/client";
import { listMedia } from "@/server/media/queries";
import { findAllMediaUsage } from "@/server/media/usage";
import { PortalGate } from "../_components/portal-gate";
import { PortalPage, PortalSection } from "../_components/portal-page";
import { portalPageMetadata } from "../_components/portal-metadata";
import { MediaCard } from "./_components/media-card";
import { UploadForm } from "./_components/upload-form";

export const generateMetadata = portalPageMetadata("media");

export default async function MediaPage({ searchParams }: { searchParams: Promise<{ done?: string | string[] }> }) {
  if (!(await getPortalViewer("media"))) return <PortalGate page="media" />;
  // The viewer's language (English until staff accounts carry one).
  const locale = toLocale(await getLocale());
  const db = await getDb();
  const [t, messages, items, usage] = await Promise.all([
    getTranslations({ locale, namespace: "AdminMedia" }),
    getMessages({ locale }),
    listMedia(db),
    findAllMediaUsage(db),
  ]);
  const deleted = (await searchParams).done === "deleted";
  return (
    <PortalPage title={t("title")} intro={t("intro")}>
      {deleted && (
        <p role="status" className={`mb-6 ${successClass}`}>
          {t("delete.done")}
        </p>
      )}
      <PortalSection id="media-upload" title={t("upload.heading")}>
        <div className="mt-4">
          <NextIntlClientProvider
            locale={locale}
            messages={{ AdminMedia: messages.AdminMedia, AdminResults: messages.AdminResults }}
          >
            <UploadForm />
          </NextIntlClientProvider>
        </div>
      </PortalSection>
      <section aria-labelledby="media-list" className="mt-12">
        <h2 id="media-list" className="text-xl font-semibold text-olive-deep">
          {t("list.heading")}{" "}
          <span className="text-base font-normal text-muted">({t("list.count", { count: items.length })})</span>
        </h2>
        {items.length === 0 ? (
          <p className="mt-3 text-muted">{t("list.empty")}</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {items.map((item) => (
              <MediaCard key={item.id} item={item} usage={usage.get(item.id) ?? []} locale={locale} />
            ))}
          </ul>
        )}
      </section>
    </PortalPage>
  );
}
