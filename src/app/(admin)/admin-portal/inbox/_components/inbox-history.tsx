import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { toLocale, type Locale } from "@/i18n/locales";
import { formatAdminDateTime } from "@/lib/dates";
import type { InboxEvent } from "@/server/leads/inbox-work";

/** What the lead sent, at the top of the history. */
export interface OriginalMessage {
  name: string;
  locale: Locale;
  createdAt: Date;
  text: string;
}

/** An access request's decision (made on the users page or here), placed in time among the events. */
export interface Decision {
  status: "approved" | "rejected";
  decidedAt: Date;
  decidedBy: string | null;
}

/**
 * The item's history, oldest first, in Ottawa time: what the lead sent, then the replies (with
 * their delivery), the notes, the changes of state and owner, and an access request's decision.
 */
export async function InboxHistory({
  title,
  original,
  events,
  decision,
}: {
  title?: string;
  original?: OriginalMessage;
  events: InboxEvent[];
  decision?: Decision | null;
}) {
  const uiLocale = toLocale(await getLocale());
  const [t, leads] = await Promise.all([getTranslations("AdminInbox"), getTranslations("AdminLeads")]);
  const who = (name: string | null) => name ?? t("someone");
  const entries: { key: string; at: Date; type: string; heading: string; body?: ReactNode }[] = events.map((event) => {
    const name = who(event.authorName);
    const heading =
      event.type === "reply"
        ? t("reply", { name, language: leads(`languages.${event.locale ?? "en"}`) })
        : event.type === "note"
          ? t("note", { name })
          : event.type === "state"
            ? t("state", { name, state: leads(`statuses.${event.state ?? "new"}`) })
            : event.ownerId
              ? t("owner", { name, owner: who(event.ownerName) })
              : t("ownerNone", { name });
    const body =
      event.body === null ? undefined : (
        <>
          <p className="mt-1 whitespace-pre-line" lang={event.type === "reply" ? (event.locale ?? undefined) : undefined}>
            {event.body}
          </p>
          {event.delivery && <p className="mt-2 text-xs font-medium text-muted">{t(`deliveries.${event.delivery}`)}</p>}
        </>
      );
    return { key: `event-${event.id}`, at: event.createdAt, type: event.type, heading, body };
  });
  if (decision)
    entries.push({
      key: "decision",
      at: decision.decidedAt,
      type: "decision",
      heading: t("decision", {
        decision: leads(`requestStatuses.${decision.status}`).toLowerCase(),
        name: who(decision.decidedBy),
      }),
    });
  entries.sort((a, b) => a.at.getTime() - b.at.getTime());
  if (original)
    entries.unshift({
      key: "original",
      at: original.createdAt,
      type: "original",
      heading: t("received", { name: original.name, language: leads(`languages.${original.locale}`) }),
      body: (
        <p className="mt-1 whitespace-pre-line" lang={original.locale}>
          {original.text}
        </p>
      ),
    });
  return (
    <section aria-labelledby="inbox-history-title" className="mt-8">
      <h2 id="inbox-history-title" className="text-lg font-semibold text-olive-deep">
        {title ?? t("historyTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("historyIntro")}</p>
      <ol className="mt-3 grid gap-3">
        {entries.map((entry) => (
          <li
            key={entry.key}
            className={`rounded-2xl p-4 text-sm shadow-sm ring-1 ring-olive-deep/10 ${entry.type === "note" ? "bg-sand/60" : "bg-white"}`}
            data-history={entry.type}
          >
            <p className="font-semibold text-olive-deep">
              {entry.heading} <span className="font-normal text-muted">{formatAdminDateTime(entry.at, uiLocale)}</span>
            </p>
            {entry.body}
          </li>
        ))}
      </ol>
    </section>
  );
}
