import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { inboxStatuses, type InboxKind, type InboxStatus } from "@/lib/validation/leads";
import { addInboxNoteAction, replyToLeadAction, setInboxOwnerAction, setInboxStatusAction } from "@/server/leads/actions";
import { ActionForm } from "../../_components/action-form";
import { InboxTextForm } from "./inbox-text-form";
import { OwnerForm } from "./owner-form";

const markLabel = { new: "markNew", in_progress: "markInProgress", done: "markDone", spam: "markSpam" } as const;

/**
 * The team's work on an item: its owner and state, a reply e-mailed to the lead in their language
 * (when there is an address), and an internal note.
 */
export async function InboxWorkPanel({
  kind,
  id,
  state,
  ownerId,
  owners,
  replyTo,
  mailbox,
  stateFollowsOrder = false,
}: {
  kind: InboxKind;
  id: string;
  state: InboxStatus;
  ownerId: string | null;
  owners: { id: string; name: string; email: string }[];
  /** The lead's address and language; null when there is none to write to. */
  replyTo: { email: string; locale: Locale } | null;
  /** The company's general mailbox, where the lead's answers come back. */
  mailbox: string;
  /** An order request: its state follows its status (the order's steps are its one set of actions). */
  stateFollowsOrder?: boolean;
}) {
  const [t, leads, results] = await Promise.all([
    getTranslations("AdminInbox"),
    getTranslations("AdminLeads"),
    getTranslations("AdminResults"),
  ]);
  return (
    <section aria-labelledby="inbox-work-title" className="mt-8 grid gap-4">
      <h2 id="inbox-work-title" className="text-lg font-semibold text-olive-deep">
        {t("workTitle")}
      </h2>
      <div className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
        <OwnerForm
          action={setInboxOwnerAction}
          kind={kind}
          id={id}
          ownerId={ownerId}
          owners={owners.map((owner) => ({ value: owner.id, label: `${owner.name} (${owner.email})` }))}
          text={{
            label: t("ownerLabel"),
            nobody: t("ownerNobody"),
            submit: t("ownerSave"),
            pending: t("saving"),
            failed: t("failed"),
          }}
        />
        <div className="border-t border-olive-deep/10 pt-4">
          <p className="text-sm font-semibold text-olive-deep" data-inbox-state>
            {t("stateCurrent", { state: leads(`statuses.${state}`) })}
          </p>
          {stateFollowsOrder ? (
            <p className="mt-1 text-sm text-muted">{t("stateFollowsOrder")}</p>
          ) : (
            <div className="mt-3 flex flex-wrap gap-3">
              {inboxStatuses
                .filter((status) => status !== state)
                .map((status) => (
                  <ActionForm
                    key={status}
                    action={setInboxStatusAction}
                    fields={{ kind, id, status }}
                    label={leads(markLabel[status])}
                    pendingLabel={leads("working")}
                    failed={results("failed")}
                  />
                ))}
            </div>
          )}
        </div>
      </div>
      {replyTo && (
        <InboxTextForm
          action={replyToLeadAction}
          formId="inbox-reply"
          kind={kind}
          id={id}
          lang={replyTo.locale}
          primary
          text={{
            title: t("replyTitle"),
            intro: t("replyIntro", { email: replyTo.email, language: leads(`languages.${replyTo.locale}`), mailbox }),
            label: t("replyLabel"),
            submit: t("replySend"),
            pending: t("sending"),
            failed: t("failed"),
          }}
        />
      )}
      <InboxTextForm
        action={addInboxNoteAction}
        formId="inbox-note"
        kind={kind}
        id={id}
        text={{
          title: t("noteTitle"),
          intro: t("noteIntro"),
          label: t("noteLabel"),
          submit: t("noteAdd"),
          pending: t("saving"),
          failed: t("failed"),
        }}
      />
    </section>
  );
}
