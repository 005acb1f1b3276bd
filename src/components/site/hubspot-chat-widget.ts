/**
 * HubSpot's chat, driven through its Conversations SDK: the loader is added by our bundle (so the
 * page's nonce trust covers it), the widget loads only when we ask, and withdrawing consent
 * removes the widget and the cookies HubSpot set.
 */

import { readConsent } from "./cookie-consent";

interface HubSpotConversations {
  widget: { load(): void; remove(): void };
  clear(options?: { resetWidget?: boolean }): void;
}

type HubSpotWindow = Window & {
  HubSpotConversations?: HubSpotConversations;
  hsConversationsSettings?: { loadImmediately?: boolean };
  hsConversationsOnReady?: Array<() => void>;
  _hsp?: unknown[];
};

const loaderId = "hs-script-loader";

/** The first-party cookies HubSpot's loader, tracking code and chat may set. */
export const hubspotCookieNames = [
  "messagesUtk",
  "hubspotutk",
  "__hstc",
  "__hssc",
  "__hssrc",
  "__hs_initial_opt_in",
  "__hs_cookie_cat_pref",
  "__hs_gpc_banner_dismiss",
  "__hs_notify_banner_dismiss",
] as const;

/** Loads the chat: the loader once per page, then the widget (again, after a withdrawal). */
export function loadHubSpotChat(scriptUrl: string): void {
  const page = window as HubSpotWindow;
  if (page.HubSpotConversations) {
    page.HubSpotConversations.widget.load();
    return;
  }
  if (document.getElementById(loaderId)) return;
  page.hsConversationsSettings = { ...page.hsConversationsSettings, loadImmediately: false };
  // Consent may have been withdrawn while the loader was on its way.
  const onReady = () => (readConsent() === "accepted" ? page.HubSpotConversations?.widget.load() : removeHubSpotChat());
  page.hsConversationsOnReady = [...(page.hsConversationsOnReady ?? []), onReady];
  const script = document.createElement("script");
  script.id = loaderId;
  script.src = scriptUrl;
  script.async = true;
  document.body.append(script);
}

/** Removes the widget and HubSpot's cookies (consent withdrawn, Law 25). Safe when never loaded. */
export function removeHubSpotChat(): void {
  const page = window as HubSpotWindow;
  const conversations = page.HubSpotConversations;
  if (conversations) {
    // The SDK's own reset: forgets the visitor's chat and its cookie.
    conversations.clear({ resetWidget: true });
    conversations.widget.remove();
  }
  // The tracking code's own way to drop its cookies. Only once its loader is on the page: queued
  // before, it would be replayed when a later Accept loads the loader, undoing that consent.
  if (document.getElementById(loaderId)) (page._hsp ??= []).push(["revokeCookieConsent"]);
  deleteHubSpotCookies();
}

/** Expires each HubSpot cookie on this host and on every parent domain it could be set for. */
function deleteHubSpotCookies(): void {
  const present = new Set(document.cookie.split(";").map((pair) => pair.split("=")[0]?.trim()));
  const { hostname } = window.location;
  const labels = /^[\d.]+$|:/.test(hostname) ? [] : hostname.split(".");
  const domains = [undefined, ...labels.slice(0, -1).map((_, index) => labels.slice(index).join("."))];
  for (const name of hubspotCookieNames) {
    if (!present.has(name)) continue;
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ""}`;
    }
  }
}
