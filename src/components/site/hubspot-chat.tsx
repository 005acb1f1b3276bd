"use client";

import { useEffect } from "react";
import { useCookieConsent } from "./cookie-consent";
import { loadHubSpotChat, removeHubSpotChat } from "./hubspot-chat-widget";

/**
 * Rendered only where the chat may load (flag on, portal set, banner on): loads it once the
 * visitor accepts, without a reload, and takes it away again if they withdraw.
 */
export function HubSpotChat({ scriptUrl }: { scriptUrl: string }) {
  const consent = useCookieConsent();

  useEffect(() => {
    if (consent === "accepted") loadHubSpotChat(scriptUrl);
    else if (consent === "declined") removeHubSpotChat();
  }, [consent, scriptUrl]);

  return null;
}
