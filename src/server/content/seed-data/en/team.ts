import type { TeamMember } from "../types";

export const team: TeamMember[] = [
  {
    id: "eleni-markou",
    name: "Eleni Markou",
    position: "Founder and President",
    bio: "Eleni grew up between Ottawa and Messinia, where her grandparents pressed olives from the family grove every November. After eight years in food importing and grocery category management, she founded {company} in 2016. She still visits producers every harvest and tastes every product before it joins the range.",
    image: "/images/team/eleni-markou.svg",
    expertise: ["Producer sourcing", "Olive oil quality", "Category management", "Market strategy"],
    location: "Ottawa, Ontario",
  },
  {
    id: "marc-antoine-roy",
    name: "Marc-Antoine Roy",
    position: "Director, Regulatory Affairs and Trade",
    bio: "Marc-Antoine spent ten years as a licensed customs broker in Montréal before joining {company} in 2019. He oversees tariff classification, CETA origin claims, bilingual labelling and our preventive control plans, and he follows every change in Canadian trade policy so our partners don’t have to.",
    image: "/images/team/marc-antoine-roy.svg",
    expertise: ["Customs and tariffs", "CETA and CUSMA", "SFCR compliance", "Bilingual labelling"],
    location: "Gatineau, Quebec",
  },
  {
    id: "sofia-haddad",
    name: "Sofia Haddad",
    position: "Head of Partnerships and Sales",
    bio: "Sofia opened grocery and restaurant accounts across Ontario and Quebec for a national specialty distributor before joining {company} in 2021. She manages our retail and foodservice partners, plans each brand launch and runs our tastings and trade-show presence.",
    image: "/images/team/sofia-haddad.svg",
    expertise: ["Retail listings", "Foodservice accounts", "Brand launches", "Trade shows"],
    location: "Toronto, Ontario",
  },
];
