import "server-only";
import { translator } from "@/i18n/translator";
import type { DocumentKind } from "@/lib/documents";
import { paths } from "@/lib/paths";
import { absoluteUrl } from "@/lib/seo";
import type { Database } from "@/server/db/client";
import { enqueueEmail } from "@/server/outbox";
import type { DocumentRecipient } from "./recipients";

/**
 * Tells each recipient of a newly shared document, in its language, through the outbox (in the
 * caller's transaction). Only staff's words go in: the title and kind staff chose and the link to
 * the documents page in that language; nothing a client typed (not even its name or its
 * company's, which came from its access request). Returns how many were written.
 */
export async function enqueueDocumentEmails(
  tx: Pick<Database, "insert">,
  document: { title: string; kind: DocumentKind },
  recipients: readonly DocumentRecipient[],
): Promise<number> {
  for (const recipient of recipients) {
    const t = translator(recipient.locale, "DocumentEmail");
    const kind = translator(recipient.locale, "DocumentTerms")(`kinds.${document.kind}`);
    await enqueueEmail(tx, {
      to: recipient.email,
      subject: t("subject", { title: document.title }),
      text: t("body", {
        title: document.title,
        kind,
        link: absoluteUrl(recipient.locale, paths.clientDocuments),
      }),
      locale: recipient.locale,
    });
  }
  return recipients.length;
}
