import "server-only";
import { getEnv } from "@/config/env";
import { getFlags, type Flags } from "@/server/flags";
import {
  featureConfiguration,
  noSiteFeatures,
  siteFeatures,
  siteFeaturesConfigured,
  type FeatureConfiguration,
  type SiteFeatures,
} from "@/lib/site-features";

/**
 * The HubSpot chat and domain failover as the flags and settings allow them. With neither
 * configured (the default) no flag is read, so the proxy adds no database call to a request.
 */
export async function getSiteFeatures(flags?: Flags): Promise<SiteFeatures> {
  const env = getEnv();
  if (!siteFeaturesConfigured(env)) return noSiteFeatures;
  return siteFeatures(flags ?? (await getFlags()), env);
}

/** Which of their settings are present, for the admin screens to say why a flag has no effect. */
export function getFeatureConfiguration(): FeatureConfiguration {
  return featureConfiguration(getEnv());
}
