import type { getMessages } from "next-intl/server";

type AllMessages = Awaited<ReturnType<typeof getMessages>>;

/**
 * The namespaces the browser gets on every admin screen: those its client components read (the
 * gate and sign-in, second factor, flags, the portal's frame and forms, the branded error page).
 * Every name here is sent inside each admin page's RSC payload, drawn on every visit.
 */
const everyScreen = ["AdminGate", "TwoFactor", "AdminFlags", "AdminPortal", "AdminResults", "ErrorPage"] as const;

/**
 * The content studio's too (its editor, fields, pickers and the product editor's vocabulary):
 * about 17 KB that the dashboard and the other screens do not send (issue 48).
 */
const studio = [...everyScreen, "AdminContent", "Catalog", "AdminMedia"] as const;

function pick(messages: AllMessages, names: readonly (keyof AllMessages)[]): Partial<AllMessages> {
  return Object.fromEntries(names.map((name) => [name, messages[name]]));
}

/** The messages of NextIntlClientProvider on every admin screen ((admin)/layout.tsx). */
export function adminClientMessages(messages: AllMessages): Partial<AllMessages> {
  return pick(messages, everyScreen);
}

/** The messages of NextIntlClientProvider in the content studio (admin-portal/content/layout.tsx). */
export function studioClientMessages(messages: AllMessages): Partial<AllMessages> {
  return pick(messages, studio);
}
