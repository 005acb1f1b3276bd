import "server-only";
import { toLocale, type Locale } from "@/i18n/locales";
import { translator } from "@/i18n/translator";
import { parsePhone, type PhoneNumber } from "@/lib/phone";
import type { ManagerMessageInput } from "@/lib/validation/account-manager";
import { staffLanguageOf } from "@/server/auth/staff-language";
import { getDb, type Database } from "@/server/db/client";
import { managerMessages } from "@/server/db/schema";
import { accountManager } from "@/server/leads/companies";
import { log } from "@/server/log";
import { enqueueEmail } from "@/server/outbox";
import { getCompanySettings } from "@/server/settings";
import type { ClientViewer } from "./index";

/**
 * Who a company's clients reach: its account manager (name, e-mail, work phone if set), or, while
 * none is assigned, the company's general mailbox and phone from the company settings.
 */
export type ManagerContact =
  | { kind: "manager"; name: string; email: string; phone: PhoneNumber | null }
  | { kind: "mailbox"; email: string; phone: PhoneNumber };

/** The account manager card's facts for the client's company. */
export async function getManagerContact(company: ClientViewer["company"]): Promise<ManagerContact> {
  const manager = company.accountManagerId ? await accountManager(await getDb(), company.accountManagerId) : null;
  if (manager) {
    return { kind: "manager", name: manager.name, email: manager.email, phone: manager.phone ? parsePhone(manager.phone) : null };
  }
  const settings = await getCompanySettings();
  return { kind: "mailbox", email: settings.email.info, phone: settings.phone };
}

/** Who received a message: the confirmation names them. */
export type ManagerMessageRecipient = { kind: "manager"; name: string } | { kind: "mailbox"; email: string };

/**
 * A client's message to its account manager: stored in `manager_messages` (the inbox shows it) and,
 * in the same transaction, e-mailed through the outbox to the manager in the manager's language,
 * or, while the company has none, to the company's general mailbox in the language of the staff
 * account behind it (as the contact form's notification). Replying answers the client. The
 * company is the session's (`client.company`), never one named by the form.
 */
export async function sendManagerMessage(
  db: Database,
  client: ClientViewer,
  input: ManagerMessageInput,
  locale: Locale,
): Promise<ManagerMessageRecipient> {
  // Read before the transaction: on the embedded database, a read inside it would wait for it.
  const [manager, settings] = await Promise.all([
    client.company.accountManagerId ? accountManager(db, client.company.accountManagerId) : null,
    getCompanySettings(),
  ]);
  const to = manager?.email ?? settings.email.info;
  const recipientLocale = manager ? toLocale(manager.language ?? "en") : await staffLanguageOf(db, to);
  const t = translator(recipientLocale, "ManagerMessageEmail");
  const language = translator(recipientLocale, "Emails")(`languages.${locale}`);
  const facts = {
    client: client.user.name,
    email: client.user.email,
    company: client.company.name,
    language,
    subject: input.subject,
    message: input.message,
  };
  await db.transaction(async (tx) => {
    await tx.insert(managerMessages).values({
      companyId: client.company.id,
      userId: client.user.id,
      managerId: manager?.id ?? null,
      subject: input.subject,
      message: input.message,
      locale,
    });
    await enqueueEmail(tx, {
      to,
      replyTo: client.user.email,
      locale: recipientLocale,
      subject: t("subject", facts),
      text: manager ? t("bodyToManager", { ...facts, manager: manager.name }) : t("bodyToMailbox", facts),
    });
  });
  log.info(
    { companyId: client.company.id, userId: client.user.id, managerId: manager?.id ?? null },
    "message to the account manager queued",
  );
  return manager ? { kind: "manager", name: manager.name } : { kind: "mailbox", email: to };
}
