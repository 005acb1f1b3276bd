import { describe, expect, it } from "vitest";
import { parseEnv } from "@/config/env";
import { featureConfiguration, flagInactiveReason, siteFeatures, siteFeaturesConfigured } from "./site-features";

const defaultFlags = { hubspot_chat: true, cookie_consent: true, domain_failover: true };
const chatSettings = parseEnv({ HUBSPOT_PORTAL_ID: "4242" });
const failoverSettings = parseEnv({ PRIMARY_ORIGIN: "https://www.example.ca", BACKUP_ORIGIN: "https://www.example.com" });

describe("site features", () => {
  it("loads HubSpot's own loader for the portal when chat is on and a portal is set", () => {
    expect(siteFeatures(defaultFlags, chatSettings).hubspotChat).toEqual({ scriptUrl: "https://js.hs-scripts.com/4242.js" });
    const local = parseEnv({ HUBSPOT_PORTAL_ID: "4242", HUBSPOT_CHAT_SCRIPT_URL: "http://127.0.0.1:4000/loader.js" });
    expect(siteFeatures(defaultFlags, local).hubspotChat).toEqual({ scriptUrl: "http://127.0.0.1:4000/loader.js" });
  });

  it("has no chat when the flag is off, no portal is set, or the cookie banner is off", () => {
    expect(siteFeatures({ ...defaultFlags, hubspot_chat: false }, chatSettings).hubspotChat).toBeNull();
    expect(
      siteFeatures(defaultFlags, parseEnv({ HUBSPOT_CHAT_SCRIPT_URL: "http://127.0.0.1:4000/x.js" })).hubspotChat,
    ).toBeNull();
    expect(siteFeatures({ ...defaultFlags, cookie_consent: false }, chatSettings).hubspotChat).toBeNull();
  });

  it("fails over only with the flag on and both origins set, with the spec's 30 s, 5 s and 1 s", () => {
    expect(siteFeatures(defaultFlags, failoverSettings).domainFailover).toEqual({
      primaryOrigin: "https://www.example.ca",
      backupOrigin: "https://www.example.com",
      checkIntervalMs: 30_000,
      checkTimeoutMs: 5000,
      returnDelayMs: 1000,
    });
    expect(siteFeatures({ ...defaultFlags, domain_failover: false }, failoverSettings).domainFailover).toBeNull();
    expect(siteFeatures(defaultFlags, parseEnv({})).domainFailover).toBeNull();
  });

  it("needs no flags when nothing is configured", () => {
    expect(siteFeaturesConfigured(parseEnv({}))).toBe(false);
    expect(siteFeaturesConfigured(chatSettings)).toBe(true);
    expect(siteFeaturesConfigured(failoverSettings)).toBe(true);
  });

  it("tells the admin why a flag has no effect", () => {
    const nothing = featureConfiguration(parseEnv({}));
    expect(flagInactiveReason("hubspot_chat", defaultFlags, nothing)).toBe("hubspotPortalUnset");
    expect(flagInactiveReason("domain_failover", defaultFlags, nothing)).toBe("failoverOriginsUnset");
    expect(flagInactiveReason("teams", defaultFlags, nothing)).toBeNull();

    const everything = featureConfiguration({ ...chatSettings, ...failoverSettings, HUBSPOT_PORTAL_ID: "4242" });
    expect(flagInactiveReason("hubspot_chat", defaultFlags, everything)).toBeNull();
    expect(flagInactiveReason("hubspot_chat", { cookie_consent: false }, everything)).toBe("cookieBannerOff");
    expect(flagInactiveReason("domain_failover", defaultFlags, everything)).toBeNull();
  });
});
