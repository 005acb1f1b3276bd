import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from "next-intl";
import en from "../../messages/en.json";
import fr from "../../messages/fr.json";
import type { Locale } from "./locales";

const catalogs: Record<Locale, Messages> = { en, fr };

/**
 * A translator for one namespace in a given language, outside a page's request locale: e-mails
 * are written in the recipient's language (the visitor's, or the company's for notifications).
 */
export function translator<Namespace extends NamespaceKeys<Messages, NestedKeyOf<Messages>> = never>(
  locale: Locale,
  namespace?: Namespace,
) {
  return createTranslator({ locale, messages: catalogs[locale], namespace });
}
