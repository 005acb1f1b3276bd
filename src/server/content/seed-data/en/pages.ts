import type { PagesContent } from "../types";

/** The words above each part of a page (studio `section` items), the footer and the policies' search descriptions. */
export const pages: PagesContent = {
  sections: {
    "home.products": {
      eyebrow: "What we import",
      title: "Six categories, chosen at the source",
      intro: "Every product comes from a producer we have visited, tasted with and vetted for the Canadian market.",
    },
    "home.services": {
      eyebrow: "What we do",
      title: "Everything a Mediterranean brand needs to succeed in Canada",
      intro: "One partner from the producer’s dock to the store shelf, so you can focus on what you make.",
    },
    "home.audiences": { eyebrow: "", title: "Who we work with", intro: "" },
    "home.process": { eyebrow: "How it works", title: "From first call to full shelves, in four steps", intro: "" },
    "home.brand-story": { eyebrow: "Our story", title: "", intro: "" },
    "home.founder": { eyebrow: "Meet the founder", title: "", intro: "" },
    "home.contact": {
      eyebrow: "Contact",
      title: "Let’s talk about your products",
      intro: "Tell us about your brand or your store. We answer every message within two business days, in English or in French.",
      note: "Monday to Friday, 9 a.m. to 5 p.m. (Eastern Time)",
    },
    catalog: {
      eyebrow: "Catalog",
      title: "The products we import",
      intro:
        "Each product with its producer, region of origin, certifications and what its label declares. Filter by category, origin or certification.",
      searchTitle: "Product catalog: Mediterranean foods imported to Ottawa",
      searchDescription:
        "Olive oils, cheeses, preserves, honeys, spices and wines from Mediterranean producers: origin, certifications, allergens and storage for each product.",
      note: "Clients see case packs, GTINs, minimum orders and lead times, and send order requests.",
    },
    solutions: {
      eyebrow: "Solutions",
      title: "From the producer’s dock to the Canadian shelf",
      intro:
        "Four service lines that work on their own or together, so a Mediterranean brand can enter Canada, stay compliant and keep growing, with one partner in Ottawa.",
      searchTitle: "Solutions for Mediterranean food brands",
      searchDescription:
        "Market entry and import, regulatory compliance and bilingual labelling, cold-chain distribution and retail growth: how Terramare Imports brings Mediterranean food brands to Canada.",
    },
    "solutions.lines": { eyebrow: "", title: "Our service lines", intro: "" },
    "solutions.process": { eyebrow: "How we work", title: "Four steps, one plan", intro: "" },
    "solutions.reasons": { eyebrow: "Why Terramare", title: "Three reasons producers choose us", intro: "" },
    "solutions.cta": {
      eyebrow: "",
      title: "Let’s find the right solution for your products",
      intro: "Tell us what you make and where you want to sell it. We answer within two business days, in English or in French.",
    },
    team: {
      eyebrow: "Our team",
      title: "The people between the grove and your shelf",
      intro: "A small team with roots on both sides of the Atlantic, who answer your calls themselves.",
      searchTitle: "Our team",
      searchDescription:
        "Meet the people behind Terramare Imports: sourcing, regulatory affairs and sales for Mediterranean foods in Canada, from Ottawa, Gatineau and Toronto.",
    },
    "team.cta": {
      eyebrow: "",
      title: "Want to work with us?",
      intro: "Whether you make, sell or cook Mediterranean food, we would like to hear from you.",
    },
    partnerships: {
      eyebrow: "Partnerships",
      title: "Partners who grow together",
      intro:
        "We work with producers, retailers, kitchens and logistics companies for the long term, on terms that are fair and clear to everyone.",
      searchTitle: "Partnerships",
      searchDescription:
        "Partner with Terramare Imports: Mediterranean producers, Canadian retailers and distributors, restaurants and hotels. Our partners, what we offer and what we ask.",
    },
    "partnerships.partners": { eyebrow: "", title: "Some of our partners", intro: "" },
    "partnerships.opportunities": { eyebrow: "Opportunities", title: "Three ways to partner with us", intro: "" },
    "partnerships.cta": {
      eyebrow: "",
      title: "Ready to talk partnership?",
      intro: "Send us a few lines about your business. Our partnerships team answers every request within two business days.",
    },
    "insights.news": {
      eyebrow: "Insights",
      title: "News from Terramare",
      intro: "New products, new partners and what is changing in the trade, as it happens.",
      searchTitle: "News",
      searchDescription:
        "Product launches, new partners, expansion, trade and sustainability news from Terramare Imports, Ottawa importer of Mediterranean foods.",
    },
    "insights.blog": {
      eyebrow: "Insights",
      title: "The Terramare blog",
      intro: "What we have learned about trade, regulation, sourcing and Canadian buyers, written by the people who do the work.",
      searchTitle: "Blog",
      searchDescription:
        "Analysis and advice on importing Mediterranean food into Canada: tariffs and trade policy, labelling rules, sourcing and what Canadian buyers look for.",
    },
    "amazon-assets": {
      eyebrow: "For retail and marketplace partners",
      title: "",
      intro: "",
      searchTitle: "Amazon brand-store assets",
      searchDescription:
        "Download the Terramare Imports brand-store package: logo in SVG and PNG, one image per product category and bilingual listing copy, with setup steps for Amazon (45–60 minutes).",
    },
    "client-login": {
      eyebrow: "",
      title: "",
      intro: "Sign in to your B2B client portal.",
      searchTitle: "Client sign-in",
      searchDescription: "Sign in to the Terramare Imports B2B client portal, or ask for access to our B2B network.",
    },
    "client-login.request": {
      eyebrow: "",
      title: "",
      intro:
        "Retailers, foodservice operators and distributors: tell us about your business and we will open a client account for you.",
    },
    "admin-login": { eyebrow: "", title: "", intro: "Sign in with a staff account." },
  },
  footerTagline: "Mediterranean foods, imported with care since {year}.",
  policyDescriptions: {
    privacy:
      "How Terramare Imports collects, uses, keeps and protects personal information, and your rights under PIPEDA and Quebec’s Law 25.",
    terms: "The terms that govern the use of the Terramare Imports website and B2B client portal.",
  },
};
