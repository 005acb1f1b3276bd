import type { NewsItem } from "../types";

/** Du plus récent au plus ancien. */
export const news: NewsItem[] = [
  {
    id: "holiday-harvest-2026",
    title: "Huiles d’olive de la nouvelle récolte et miel de thym crétois pour les Fêtes",
    excerpt:
      "Les premières huiles de récolte précoce de la saison, de Messénie et des Pouilles, sont arrivées à Montréal le 2\u00A0octobre, avec un nouveau miel de thym cru du plateau de Lassithi. Les deux sont dans notre entrepôt d’Ottawa, prêts pour les commandes des Fêtes.",
    date: "2026-10-06",
    category: "product-launch",
    image: "/images/products/olive-oils.svg",
    tag: "Huiles d’olive · Miels",
  },
  {
    id: "rooftop-solar",
    title: "Des panneaux solaires alimentent maintenant le tiers de notre entrepôt",
    excerpt:
      "Nos 180\u00A0panneaux solaires installés sur le toit sont en service depuis août. Avec un nouvel éclairage DEL et la récupération de chaleur des chambres froides, ils réduisent d’environ 35\u00A0% la consommation d’électricité du réseau de l’entrepôt.",
    date: "2026-09-15",
    category: "sustainability",
    image: "/images/insights/sustainability.svg",
    tag: "Exploitation",
  },
  {
    id: "chilled-routes-toronto",
    title: "Kingston et Toronto s’ajoutent à nos tournées réfrigérées",
    excerpt:
      "Avec notre partenaire Rideau Fresh Logistics, les livraisons réfrigérées circulent maintenant trois fois par semaine le long de l’autoroute\u00A0401\u00A0: les comptoirs à fromages de Kingston et de Toronto reçoivent leurs commandes en moins de 48\u00A0heures.",
    date: "2026-04-21",
    category: "expansion",
    image: "/images/solutions/distribution.svg",
    tag: "Ontario",
  },
  {
    id: "cusma-review",
    title: "L’examen conjoint de l’ACEUM\u00A0: ce que nos clients doivent surveiller",
    excerpt:
      "Le Canada, les États-Unis et le Mexique entament cet été le premier examen conjoint de l’ACEUM. Notre équipe réglementaire explique quels résultats compteraient pour les importateurs d’aliments méditerranéens, et lesquels ne changeraient rien.",
    date: "2026-03-10",
    category: "trade",
    image: "/images/solutions/market-entry.svg",
    tag: "Politique commerciale",
  },
  {
    id: "harissa-preserved-lemons",
    title: "La harissa du cap Bon et les citrons confits de Fès entrent dans notre garde-manger",
    excerpt:
      "Deux incontournables d’Afrique du Nord que les chefs réclamaient\u00A0: une harissa fumée, pilée à la main par un atelier familial de Nabeul, et des citrons entiers confits au sel, à la manière traditionnelle de Fès.",
    date: "2025-11-18",
    category: "product-launch",
    image: "/images/products/preserves.svg",
    tag: "Conserves",
  },
  {
    id: "counter-tariffs-lifted",
    relatedArticle: "tariff-impact-analysis",
    title:
      "Le Canada lève la plupart de ses droits de rétorsion sur les produits américains\u00A0: ce qui change pour nos clients",
    excerpt:
      "Depuis le 1er\u00A0septembre, les produits des États-Unis admissibles à l’ACEUM ne paient plus les droits de rétorsion canadiens. Nos prix ne bougent pas, mais certains coûts d’emballage diminuent. Lisez notre analyse complète sur le blogue.",
    date: "2025-09-15",
    category: "trade",
    image: "/images/insights/trade-fr.svg",
    tag: "Droits de douane",
  },
  {
    id: "refill-tins",
    title: "Bidons recyclables et formats de recharge pour les cuisines de restaurant",
    excerpt:
      "Nos huiles de cuisine les plus populaires sont maintenant offertes en bidons recyclables de 5\u00A0L et en outres de 10\u00A0L, qui remplacent les cruches de plastique. Un restaurant qui fait le changement économise environ 40\u00A0kg de plastique par année.",
    date: "2025-07-08",
    category: "sustainability",
    image: "/images/insights/sustainability.svg",
    tag: "Emballages",
  },
  {
    id: "caseificio-santa-rita",
    title: "Caseificio Santa Rita devient notre partenaire pour le parmigiano reggiano",
    excerpt:
      "Cette fromagerie coopérative de 18\u00A0familles agricoles des collines de Reggio d’Émilie nous fournira des meules de 24 et de 30\u00A0mois, coupées sur commande à Ottawa pour les restaurants et les comptoirs à fromages.",
    date: "2025-05-20",
    category: "partnership",
    image: "/images/products/cheeses.svg",
    tag: "Fromages",
  },
  {
    id: "rideau-fresh-logistics",
    title: "Un nouveau partenaire de transport réfrigéré à Ottawa",
    excerpt:
      "Rideau Fresh Logistics assure désormais nos livraisons réfrigérées, avec des relevés de température toutes les cinq minutes transmis en temps réel et la livraison le jour même partout à Ottawa-Gatineau.",
    date: "2025-03-04",
    category: "partnership",
    image: "/images/solutions/distribution.svg",
    tag: "Logistique",
  },
  {
    id: "croatia-cyprus",
    title: "Des producteurs de Croatie et de Chypre\u00A0: nous voilà présents dans dix pays",
    excerpt:
      "L’huile d’olive d’Istrie, le paški sir de l’île de Pag et la commandaria des collines de Limassol entrent dans la gamme. Notre réseau compte maintenant plus de 40\u00A0producteurs dans dix pays de la Méditerranée.",
    date: "2025-02-11",
    category: "expansion",
    image: "/images/products/wines.svg",
    tag: "Approvisionnement",
  },
];
