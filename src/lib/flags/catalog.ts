/**
 * Every feature flag the site knows, with its default (SPEC section 9) and what it switches.
 * Kept free of server imports so that components can share the names and the group of each flag.
 */
export const flagCatalog = {
  insights: { group: "sections", enabled: false, description: "Insights pages: news, blog and articles (/insights)." },
  teams: { group: "sections", enabled: false, description: "The team page (/teams) and its nav item." },
  partnerships: { group: "sections", enabled: false, description: "The partnerships page (/partnerships) and its nav item." },
  solutions: { group: "sections", enabled: false, description: "The solutions page (/solutions) and its nav item." },
  brand_story: { group: "sections", enabled: true, description: "The brand story section of the home page." },
  products: { group: "sections", enabled: true, description: "The products section of the home page." },
  services: { group: "sections", enabled: true, description: "The services section of the home page." },
  contact: { group: "sections", enabled: true, description: "The contact section and contact form of the home page." },
  client_portal: {
    group: "sections",
    enabled: true,
    description: "The client portal: sign-in, access requests and dashboard (/client).",
  },
  founder: { group: "sections", enabled: true, description: "The founder section of the home page." },
  hero_section: { group: "homepage", enabled: true, description: "The hero at the top of the home page." },
  rotating_keywords: {
    group: "homepage",
    enabled: true,
    description: "Rotate the hero keyword (Import, Launch, Grow, Scale); off shows the first, still.",
  },
  our_process: { group: "homepage", enabled: true, description: "The process section of the home page." },
  b2b_request_form: {
    group: "homepage",
    enabled: true,
    description: "The 'Join B2B Network' access request form on the client sign-in page.",
  },
  hubspot_chat: {
    group: "site",
    enabled: true,
    description: "The HubSpot chat widget, loaded only after the visitor accepts cookies.",
  },
  cookie_consent: { group: "site", enabled: true, description: "The cookie consent banner." },
  domain_failover: {
    group: "site",
    enabled: true,
    description: "Switch to the backup domain when the primary one does not answer.",
  },
  french_language: {
    group: "site",
    enabled: true,
    description: "The French version of the site under /fr and the language toggle.",
  },
} as const satisfies Record<string, { group: "sections" | "homepage" | "site"; enabled: boolean; description: string }>;

export type FlagName = keyof typeof flagCatalog;

export type Flags = Record<FlagName, boolean>;

export const flagNames = Object.keys(flagCatalog) as FlagName[];

export function isFlagName(name: string): name is FlagName {
  return Object.hasOwn(flagCatalog, name);
}

export const defaultFlags = Object.fromEntries(flagNames.map((name) => [name, flagCatalog[name].enabled])) as Flags;
