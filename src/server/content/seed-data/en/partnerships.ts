import type { PartnershipsContent } from "../types";

export const partnerships: PartnershipsContent = {
  partners: [
    {
      id: "elaia-estate",
      name: "Elaia Estate",
      type: "Producer partner",
      description:
        "A family olive estate in the hills above Kalamata, and the source of our very first container in 2016. Elaia mills its Koroneiki olives within hours of picking and bottles its early-harvest oil at the estate.",
      benefits: [
        "Exclusive Canadian importer since 2016",
        "Harvest-dated, bilingual labels prepared in Ottawa",
        "Listings in more than 60 fine-food shops",
      ],
      image: "/images/partners/elaia-estate.svg",
      location: "Messinia, Greece",
    },
    {
      id: "caseificio-santa-rita",
      name: "Caseificio Santa Rita",
      type: "Producer partner",
      description:
        "A cooperative dairy of 18 farming families making Parmigiano Reggiano in the hills of Reggio Emilia. We import their 24- and 30-month wheels and cut them to order in our Ottawa warehouse.",
      benefits: [
        "Cheese quota planning under Canada’s tariff-rate quota",
        "Unbroken, temperature-logged cold chain",
        "Whole wheels for restaurants, wedges for retail",
      ],
      image: "/images/partners/caseificio-santa-rita.svg",
      location: "Reggio Emilia, Italy",
    },
    {
      id: "rideau-fresh-logistics",
      name: "Rideau Fresh Logistics",
      type: "Logistics partner",
      description:
        "An Ottawa refrigerated carrier that runs our chilled routes to Montréal, Kingston and Toronto. Their trucks log temperatures every five minutes and share them with us in real time.",
      benefits: ["Three chilled routes a week", "Temperature records on every delivery", "Same-day delivery in Ottawa–Gatineau"],
      image: "/images/partners/rideau-fresh-logistics.svg",
      location: "Ottawa, Ontario",
    },
  ],
  opportunities: [
    {
      id: "producers",
      title: "Producers and brands",
      description:
        "Bring your olive oil, cheese, preserves, honey, spices or wine to Canada with a partner who handles import, compliance and sales.",
      requirements: [
        "A product you already sell successfully at home",
        "Capacity for at least one pallet per order",
        "Food-safety certification such as IFS, BRCGS or FSSC 22000",
        "Willingness to adapt labels for Canada",
      ],
    },
    {
      id: "retail",
      title: "Retailers and distributors",
      description: "Stock a curated Mediterranean range with bilingual labels, steady lead times and consolidated deliveries.",
      requirements: [
        "A store, chain or distribution business in Canada",
        "Space for specialty or imported foods",
        "A minimum order of $500 per delivery",
        "Room for tastings or staff training at launch",
      ],
    },
    {
      id: "foodservice",
      title: "Restaurants and hospitality",
      description:
        "Cook with chef-grade oils, cheeses and pantry staples in kitchen formats, delivered on schedule with the cold chain intact.",
      requirements: [
        "A restaurant, hotel or catering business",
        "Regular weekly or bi-weekly orders",
        "A delivery address in our route area, or pallet pickup",
        "Cold storage for chilled products",
      ],
    },
  ],
};
