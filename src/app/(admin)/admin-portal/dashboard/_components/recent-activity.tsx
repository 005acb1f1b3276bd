import { getLocale, getTranslations } from "next-intl/server";
import { formatAdminDateTime } from "@/lib/dates";
import { toLocale } from "@/i18n/locales";
import { isFlagName } from "@/lib/flags/catalog";
import type { ActivityEvent } from "@/server/admin/dashboard";

/** The last events across the site, newest first. */
export async function RecentActivity({ events }: { events: ActivityEvent[] }) {
  const uiLocale = toLocale(await getLocale());
  const [t, flagNames] = await Promise.all([getTranslations("AdminPortal.activity"), getTranslations("AdminPortal.flagNames")]);
  if (events.length === 0) return <p className="text-muted">{t("empty")}</p>;
  return (
    <ol className="divide-y divide-olive-deep/10 rounded-2xl bg-white shadow-sm ring-1 ring-olive-deep/10">
      {events.map((event, index) => (
        <li
          key={index}
          data-activity={event.kind}
          className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-baseline sm:justify-between"
        >
          <p className="text-sm text-ink">
            {event.kind === "flag-change"
              ? t("flagChange", {
                  // The human name; a flag dropped from the catalog keeps its key.
                  flag: isFlagName(event.flag) ? flagNames(event.flag) : event.flag,
                  state: event.enabled ? "on" : "off",
                  actor: event.actor,
                })
              : event.kind === "contact-message"
                ? t("contactMessage", { name: event.name })
                : event.kind === "access-request"
                  ? t("accessRequest", { name: event.name, company: event.company })
                  : event.kind === "approval"
                    ? t("approval", {
                        approver: event.approver ?? t("unknownApprover"),
                        company: event.company,
                        email: event.email,
                      })
                    : event.kind === "failed-delivery"
                      ? t("failedDelivery", { delivery: event.delivery })
                      : event.kind === "two-factor-reset"
                        ? t("twoFactorReset", {
                            actor: event.actor === "cli" ? t("commandLine") : event.actor,
                            email: event.email,
                          })
                        : t(event.action === "publish" ? "contentPublished" : "contentUnpublished", {
                            actor: event.actor,
                            title: event.title || event.type,
                            language: t(`languages.${event.locale === "fr" ? "fr" : "en"}`),
                          })}
            {event.kind === "flag-change" && event.reason && <span className="text-muted"> — {event.reason}</span>}
          </p>
          <time dateTime={event.at.toISOString()} className="shrink-0 text-xs text-muted">
            {formatAdminDateTime(event.at, uiLocale)}
          </time>
        </li>
      ))}
    </ol>
  );
}
