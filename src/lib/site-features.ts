import type { Env } from "@/config/env";

/** The HubSpot chat, when it may load on a page (the visitor's consent is still needed). */
export interface HubSpotChatFeature {
  scriptUrl: string;
}

/** Browser-side failover between two origins of the site (SPEC section 9). */
export interface DomainFailoverFeature {
  primaryOrigin: string;
  backupOrigin: string;
  checkIntervalMs: number;
  checkTimeoutMs: number;
  returnDelayMs: number;
}

/**
 * The third-party and cross-origin features a page may use. They depend on the flags and the
 * settings only, never on the visitor, so a page rendered once can be served to everyone.
 */
export interface SiteFeatures {
  hubspotChat: HubSpotChatFeature | null;
  domainFailover: DomainFailoverFeature | null;
}

export type SiteFeatureSettings = Pick<
  Env,
  | "HUBSPOT_PORTAL_ID"
  | "HUBSPOT_CHAT_SCRIPT_URL"
  | "PRIMARY_ORIGIN"
  | "BACKUP_ORIGIN"
  | "FAILOVER_CHECK_INTERVAL_MS"
  | "FAILOVER_CHECK_TIMEOUT_MS"
  | "FAILOVER_RETURN_DELAY_MS"
>;

/** The flags these features read (a subset of the catalog's, named alike). */
interface FeatureFlags {
  hubspot_chat: boolean;
  cookie_consent: boolean;
  domain_failover: boolean;
}

export const noSiteFeatures: SiteFeatures = { hubspotChat: null, domainFailover: null };

/** HubSpot's own loader for a portal (the embed code HubSpot gives, as a URL). */
export function hubspotLoaderUrl(portalId: string): string {
  return `https://js.hs-scripts.com/${encodeURIComponent(portalId)}.js`;
}

/** Whether any feature here is configured at all; when none is, the flags need not be read. */
export function siteFeaturesConfigured(settings: SiteFeatureSettings): boolean {
  return Boolean(settings.HUBSPOT_PORTAL_ID || (settings.PRIMARY_ORIGIN && settings.BACKUP_ORIGIN));
}

export function siteFeatures(flags: FeatureFlags, settings: SiteFeatureSettings): SiteFeatures {
  const { HUBSPOT_PORTAL_ID: portalId, PRIMARY_ORIGIN: primaryOrigin, BACKUP_ORIGIN: backupOrigin } = settings;
  return {
    // Without the banner no visitor can accept (or withdraw), so the chat needs it too.
    hubspotChat:
      flags.hubspot_chat && flags.cookie_consent && portalId
        ? { scriptUrl: settings.HUBSPOT_CHAT_SCRIPT_URL ?? hubspotLoaderUrl(portalId) }
        : null,
    domainFailover:
      flags.domain_failover && primaryOrigin && backupOrigin
        ? {
            primaryOrigin,
            backupOrigin,
            checkIntervalMs: settings.FAILOVER_CHECK_INTERVAL_MS,
            checkTimeoutMs: settings.FAILOVER_CHECK_TIMEOUT_MS,
            returnDelayMs: settings.FAILOVER_RETURN_DELAY_MS,
          }
        : null,
  };
}

/** Which settings the flag-dependent features have, for the admin screens (no values). */
export interface FeatureConfiguration {
  hubspotPortal: boolean;
  failoverOrigins: boolean;
}

export function featureConfiguration(settings: SiteFeatureSettings): FeatureConfiguration {
  return {
    hubspotPortal: Boolean(settings.HUBSPOT_PORTAL_ID),
    failoverOrigins: Boolean(settings.PRIMARY_ORIGIN && settings.BACKUP_ORIGIN),
  };
}

export type FlagInactiveReason = "hubspotPortalUnset" | "cookieBannerOff" | "failoverOriginsUnset";

/** Why switching a flag on would still change nothing, or null when it takes effect. */
export function flagInactiveReason(
  name: string,
  flags: Pick<FeatureFlags, "cookie_consent">,
  configuration: FeatureConfiguration,
): FlagInactiveReason | null {
  if (name === "hubspot_chat") {
    if (!configuration.hubspotPortal) return "hubspotPortalUnset";
    if (!flags.cookie_consent) return "cookieBannerOff";
  }
  if (name === "domain_failover" && !configuration.failoverOrigins) return "failoverOriginsUnset";
  return null;
}
