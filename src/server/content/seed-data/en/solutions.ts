import type { SolutionsContent } from "../types";

export const solutions: SolutionsContent = {
  solutions: [
    {
      id: "market-entry",
      title: "Market entry and import",
      description:
        "For Mediterranean producers taking their first steps in Canada. We assess your range against the Canadian market, act as your importer of record and bring your first shipments in on time and on budget, so you sell here without opening an office here.",
      features: [
        "Market assessment with shelf prices, competitors and realistic volumes",
        "Importer of record, with a Safe Food for Canadians licence",
        "Tariff classification, CETA origin rules and duty planning",
        "Full-container and consolidated shipments through Montréal and Halifax",
      ],
      industries: ["Olive oil estates", "Cheesemakers", "Specialty food brands", "Wineries"],
      image: "/images/solutions/market-entry.svg",
    },
    {
      id: "compliance",
      title: "Regulatory compliance and labelling",
      description:
        "Canadian food rules are strict and bilingual. We review recipes, claims and packaging before anything ships, prepare the preventive control plan and keep the traceability records a CFIA inspector will ask for.",
      features: [
        "Label review under the Food and Drug Regulations and the SFCR",
        "English and French labels that also meet Quebec’s Charter of the French Language",
        "Nutrition facts tables, allergen statements and front-of-package symbols",
        "Preventive control plans, lot codes and recall-ready traceability",
      ],
      industries: ["Producers and brands", "Private-label programs", "Importers", "Co-packers"],
      image: "/images/solutions/compliance.svg",
    },
    {
      id: "distribution",
      title: "Distribution and cold-chain logistics",
      description:
        "Our Ottawa warehouse stores ambient, chilled and temperature-sensitive products and ships them to stores and kitchens in Ontario and Quebec every week, and across Canada through carriers we audit ourselves.",
      features: [
        "Ambient, chilled and controlled-temperature storage in Ottawa",
        "Temperature logs from the producer’s cellar to the customer’s door",
        "Weekly routes to Ottawa–Gatineau, Montréal, Kingston and Toronto",
        "Lot tracking on every order, with first-expired, first-out picking",
      ],
      industries: ["Grocery chains", "Fine-food shops", "Restaurants and hotels", "Caterers"],
      image: "/images/solutions/distribution.svg",
    },
    {
      id: "brand-growth",
      title: "Brand launch and retail growth",
      description:
        "A listing is the start, not the finish. We position your brand for Canadian buyers, secure the listings that fit, and keep products moving with tastings, promotions and sell-through reports that tell you what to do next.",
      features: [
        "Positioning, pricing and a launch plan for each channel",
        "Buyer meetings, SIAL Canada and regional trade shows",
        "In-store tastings, chef sessions and bilingual sales material",
        "Monthly sell-through reports and reorder planning",
      ],
      industries: ["Mediterranean brands", "Retail buyers", "Foodservice distributors", "Online grocers"],
      image: "/images/solutions/brand-growth.svg",
    },
  ],

  process: [
    {
      step: 1,
      title: "Consultation",
      description:
        "A first conversation, then a tasting. We learn your products, your capacity and your goals, and we tell you plainly whether Canada is the right next market.",
    },
    {
      step: 2,
      title: "Planning",
      description:
        "We agree on channels, prices, volumes and a calendar, and prepare the labels, licences and paperwork before the first order is placed.",
    },
    {
      step: 3,
      title: "Implementation",
      description:
        "We import, store and deliver, introduce your products to buyers and support the launch with tastings and trade-show presence.",
    },
    {
      step: 4,
      title: "Optimization",
      description:
        "We read the sell-through every month, adjust pricing and assortment, and open new regions and channels when the numbers say so.",
    },
  ],

  reasons: [
    {
      id: "both-sides",
      title: "We know both sides of the Atlantic",
      description:
        "Our team has family roots in the regions we buy from and has worked with Canadian grocers for years. We speak the producer’s language and the buyer’s.",
    },
    {
      id: "compliance-first",
      title: "Compliance is built in, not bolted on",
      description:
        "Every label and every shipment is checked before it leaves the Mediterranean. Since 2016, none of our partners’ products has been recalled or refused at the border.",
    },
    {
      id: "one-partner",
      title: "One accountable partner",
      description:
        "Import, compliance, storage, delivery and sales sit under one roof in Ottawa. When something needs fixing, you make one call and we answer in English or in French.",
    },
  ],
};
