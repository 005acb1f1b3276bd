import { CircleCheck, CircleDashed } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { adminPortalPath } from "@/lib/admin-portal";
import type { FirstRunChecklist as Checklist } from "@/server/admin/dashboard";
import type { HiddenContent } from "@/server/content/hidden";
import { skipHubspotSetupAction } from "@/server/settings/actions";
import { RowAction } from "../../_components/row-action";
import { PortalSection } from "../../_components/portal-page";

/**
 * A fresh install's first steps, shown on the dashboard until every one is done: a site that
 * still shows placeholder details, sends no e-mail or forwards nothing to the CRM is not ready;
 * and content published on pages that are switched off (`hidden`), which no visitor sees.
 */
export async function FirstRunChecklist({ checklist, hidden }: { checklist: Checklist; hidden: HiddenContent[] }) {
  const t = await getTranslations("AdminChecklist");
  const content = await getTranslations("AdminContent");
  const flagNames = await getTranslations("AdminPortal.flagNames");
  const { companyDetails, mailServer, hubspot } = checklist;
  if (companyDetails && mailServer.done && hubspot.done && hidden.length === 0) return null;
  const items = [
    {
      id: "company-details",
      title: t("companyDetails"),
      done: companyDetails,
      detail: companyDetails ? t("companyDetailsDone") : t("companyDetailsTodo"),
      action: companyDetails ? null : (
        <Link href={adminPortalPath("settings")} className="font-semibold text-olive-deep underline underline-offset-4">
          {t("openSettings")}
        </Link>
      ),
    },
    {
      id: "mail-server",
      title: t("mailServer"),
      done: mailServer.done,
      detail: mailServer.done ? t("mailServerDone") : t("mailServerTodo", { count: mailServer.unsent }),
      action: null,
    },
    {
      id: "hubspot",
      title: t("hubspot"),
      done: hubspot.done,
      detail: !hubspot.done
        ? t("hubspotTodo")
        : hubspot.skippedBy
          ? t("hubspotSkippedDone", { actor: hubspot.skippedBy })
          : t("hubspotDone"),
      action: hubspot.done ? null : (
        <RowAction action={skipHubspotSetupAction} fields={{}} label={t("skipHubspot")} confirm={t("skipHubspotConfirm")} />
      ),
    },
    {
      id: "hidden-content",
      title: t("hiddenContent"),
      done: hidden.length === 0,
      detail: hidden.length === 0 ? t("hiddenContentDone") : t("hiddenContentTodo"),
      action:
        hidden.length === 0 ? null : (
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
            {hidden.map(({ flag, types }) => (
              <li key={flag}>
                {t("hiddenBySwitch", {
                  name: flagNames(flag),
                  flag,
                  items: types.map(({ type, count }) => `${content(`types.${type}`)} (${count})`).join(", "),
                })}{" "}
                <Link
                  href={`${adminPortalPath("feature-flags")}#flag-${flag}`}
                  className="font-semibold text-olive-deep underline underline-offset-4"
                >
                  {t("openSwitch")}
                </Link>
              </li>
            ))}
          </ul>
        ),
    },
  ];
  return (
    <PortalSection
      id="first-run"
      title={t("title")}
      className="mb-10 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-terracotta-deep/30"
    >
      <p className="mt-1 text-sm text-muted">{t("intro")}</p>
      <ul className="mt-4 space-y-4">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3" data-checklist={item.id} data-done={item.done}>
            {item.done ? (
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-olive" />
            ) : (
              <CircleDashed aria-hidden className="mt-0.5 size-5 shrink-0 text-terracotta-deep" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-olive-deep">
                {item.title} <span className="sr-only">({item.done ? t("done") : t("todo")})</span>
              </p>
              <p className="mt-0.5 text-sm text-muted">{item.detail}</p>
              {item.action && <div className="mt-2">{item.action}</div>}
            </div>
          </li>
        ))}
      </ul>
    </PortalSection>
  );
}
