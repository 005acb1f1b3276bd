import type { NewsItem } from "../types";

/** Newest first. */
export const news: NewsItem[] = [
  {
    id: "holiday-harvest-2026",
    title: "New-harvest olive oils and Cretan thyme honey arrive for the holidays",
    excerpt:
      "The first early-harvest oils of the season from Messinia and Puglia landed in Montréal on October 2, together with a new raw thyme honey from the Lasithi plateau. Both are in our Ottawa warehouse and ready for holiday orders.",
    date: "2026-10-06",
    category: "product-launch",
    image: "/images/products/olive-oils.svg",
    tag: "Olive oils · Honeys",
  },
  {
    id: "rooftop-solar",
    title: "Rooftop solar now powers a third of our Ottawa warehouse",
    excerpt:
      "Our 180-panel rooftop array went live in August. Together with new LED lighting and a heat-recovery system on the cold rooms, it cuts the warehouse’s grid electricity use by about 35 per cent.",
    date: "2026-09-15",
    category: "sustainability",
    image: "/images/insights/sustainability.svg",
    tag: "Operations",
  },
  {
    id: "chilled-routes-toronto",
    title: "Kingston and Toronto join our weekly chilled routes",
    excerpt:
      "With our logistics partner Rideau Fresh Logistics, chilled deliveries now run three times a week along the Highway 401 corridor, so cheese counters in Kingston and Toronto receive orders within 48 hours.",
    date: "2026-04-21",
    category: "expansion",
    image: "/images/solutions/distribution.svg",
    tag: "Ontario",
  },
  {
    id: "cusma-review",
    title: "The CUSMA joint review: what our customers should watch",
    excerpt:
      "Canada, the United States and Mexico begin the first joint review of CUSMA this summer. Our regulatory team explains which outcomes would matter to importers of Mediterranean food, and which would not.",
    date: "2026-03-10",
    category: "trade",
    image: "/images/solutions/market-entry.svg",
    tag: "Trade policy",
  },
  {
    id: "harissa-preserved-lemons",
    title: "Harissa from Cap Bon and preserved lemons from Fez join the pantry range",
    excerpt:
      "Two North African staples chefs have been asking for: a smoky, hand-pounded harissa made by a family workshop in Nabeul, and whole lemons preserved in salt the traditional way in Fez.",
    date: "2025-11-18",
    category: "product-launch",
    image: "/images/products/preserves.svg",
    tag: "Preserves",
  },
  {
    id: "counter-tariffs-lifted",
    relatedArticle: "tariff-impact-analysis",
    title: "Canada lifts most counter-tariffs on US goods: what changes for our customers",
    excerpt:
      "Since September 1, goods from the United States that qualify under CUSMA no longer pay Canada’s retaliatory tariffs. Our prices are unaffected, but a few packaging costs come down. Read our full analysis on the blog.",
    date: "2025-09-15",
    category: "trade",
    image: "/images/insights/trade.svg",
    tag: "Tariffs",
  },
  {
    id: "refill-tins",
    title: "Recyclable tins and refill formats for restaurant kitchens",
    excerpt:
      "Our best-selling kitchen oils now come in 5 L recyclable tins and 10 L bag-in-box refills, replacing plastic jugs. Restaurants that switch save about 40 kg of plastic a year.",
    date: "2025-07-08",
    category: "sustainability",
    image: "/images/insights/sustainability.svg",
    tag: "Packaging",
  },
  {
    id: "caseificio-santa-rita",
    title: "Caseificio Santa Rita becomes our Parmigiano Reggiano partner",
    excerpt:
      "The cooperative dairy of 18 farming families in the hills of Reggio Emilia will supply us with 24- and 30-month wheels, cut to order in Ottawa for restaurants and cheese counters.",
    date: "2025-05-20",
    category: "partnership",
    image: "/images/products/cheeses.svg",
    tag: "Cheeses",
  },
  {
    id: "rideau-fresh-logistics",
    title: "A new refrigerated logistics partner in Ottawa",
    excerpt:
      "Rideau Fresh Logistics now runs our chilled deliveries, with temperature logs every five minutes shared with us in real time, and same-day delivery across Ottawa–Gatineau.",
    date: "2025-03-04",
    category: "partnership",
    image: "/images/solutions/distribution.svg",
    tag: "Logistics",
  },
  {
    id: "croatia-cyprus",
    title: "Producers from Croatia and Cyprus bring us to ten countries",
    excerpt:
      "Olive oil from Istria, Paški sir from the island of Pag and Commandaria from the hills above Limassol join the range, bringing our network to more than 40 producers in ten Mediterranean countries.",
    date: "2025-02-11",
    category: "expansion",
    image: "/images/products/wines.svg",
    tag: "Sourcing",
  },
];
