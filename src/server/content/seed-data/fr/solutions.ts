import type { SolutionsContent } from "../types";

export const solutions: SolutionsContent = {
  solutions: [
    {
      id: "market-entry",
      title: "Entrée sur le marché et importation",
      description:
        "Pour les producteurs méditerranéens qui font leurs premiers pas au Canada. Nous évaluons votre gamme au regard du marché canadien, agissons comme importateur officiel et faisons entrer vos premiers envois dans les délais et le budget prévus. Vous vendez ici sans avoir à y ouvrir de bureau.",
      features: [
        "Étude de marché avec prix en tablette, concurrents et volumes réalistes",
        "Importateur officiel titulaire d’une licence pour la salubrité des aliments au Canada",
        "Classement tarifaire, règles d’origine de l’AECG et planification des droits",
        "Conteneurs complets et envois groupés par Montréal et Halifax",
      ],
      industries: ["Domaines oléicoles", "Fromageries", "Marques d’épicerie fine", "Établissements vinicoles"],
      image: "/images/solutions/market-entry.svg",
    },
    {
      id: "compliance",
      title: "Conformité réglementaire et étiquetage",
      description:
        "Les règles alimentaires canadiennes sont exigeantes, et bilingues. Nous révisons recettes, allégations et emballages avant toute expédition, préparons le plan de contrôle préventif et tenons les registres de traçabilité qu’un inspecteur de l’ACIA demandera.",
      features: [
        "Révision des étiquettes selon le Règlement sur les aliments et drogues et le RSAC",
        "Étiquettes en français et en anglais conformes aussi à la Charte de la langue française",
        "Tableaux de la valeur nutritive, mentions d’allergènes et symboles nutritionnels",
        "Plans de contrôle préventif, codes de lot et traçabilité prête pour un rappel",
      ],
      industries: ["Producteurs et marques", "Programmes de marque maison", "Importateurs", "Emballeurs à façon"],
      image: "/images/solutions/compliance.svg",
    },
    {
      id: "distribution",
      title: "Distribution et chaîne du froid",
      description:
        "Notre entrepôt d’Ottawa accueille les produits secs, réfrigérés et sensibles à la température, et les livre chaque semaine aux commerces et aux cuisines de l’Ontario et du Québec, puis partout au Canada par des transporteurs que nous auditons nous-mêmes.",
      features: [
        "Entreposage à température ambiante, réfrigéré et contrôlé à Ottawa",
        "Relevés de température de la cave du producteur à la porte du client",
        "Tournées hebdomadaires vers Ottawa-Gatineau, Montréal, Kingston et Toronto",
        "Suivi des lots sur chaque commande, premier périmé, premier sorti",
      ],
      industries: ["Chaînes d’épicerie", "Épiceries fines", "Restaurants et hôtels", "Traiteurs"],
      image: "/images/solutions/distribution.svg",
    },
    {
      id: "brand-growth",
      title: "Lancement de marque et croissance en magasin",
      description:
        "Une inscription au catalogue d’un détaillant, c’est un début, pas une fin. Nous positionnons votre marque auprès des acheteurs canadiens, obtenons les inscriptions qui lui conviennent et faisons tourner les produits grâce aux dégustations, aux promotions et à des rapports de ventes qui indiquent la suite à donner.",
      features: [
        "Positionnement, prix et plan de lancement pour chaque canal",
        "Rencontres d’acheteurs, SIAL Canada et salons régionaux",
        "Dégustations en magasin, ateliers avec des chefs et matériel de vente bilingue",
        "Rapports de ventes mensuels et planification des réassorts",
      ],
      industries: ["Marques méditerranéennes", "Acheteurs au détail", "Distributeurs en restauration", "Épiceries en ligne"],
      image: "/images/solutions/brand-growth.svg",
    },
  ],

  process: [
    {
      step: 1,
      title: "Consultation",
      description:
        "Une première conversation, puis une dégustation. Nous apprenons à connaître vos produits, votre capacité et vos objectifs, et nous vous disons franchement si le Canada est le bon marché pour la suite.",
    },
    {
      step: 2,
      title: "Planification",
      description:
        "Nous convenons des canaux, des prix, des volumes et d’un calendrier, puis préparons étiquettes, licences et documents avant la toute première commande.",
    },
    {
      step: 3,
      title: "Mise en œuvre",
      description:
        "Nous importons, entreposons et livrons, présentons vos produits aux acheteurs et appuyons le lancement par des dégustations et une présence dans les salons.",
    },
    {
      step: 4,
      title: "Optimisation",
      description:
        "Chaque mois, nous analysons les ventes, ajustons les prix et l’assortiment, et ouvrons de nouvelles régions et de nouveaux canaux quand les chiffres le justifient.",
    },
  ],

  reasons: [
    {
      id: "both-sides",
      title: "Nous connaissons les deux rives de l’Atlantique",
      description:
        "Notre équipe a des racines familiales dans les régions où nous achetons et travaille depuis des années avec les épiciers canadiens. Nous parlons la langue du producteur comme celle de l’acheteur.",
    },
    {
      id: "compliance-first",
      title: "La conformité dès le départ, pas après coup",
      description:
        "Chaque étiquette et chaque envoi sont vérifiés avant de quitter la Méditerranée. Depuis 2016, aucun produit de nos partenaires n’a fait l’objet d’un rappel ni d’un refus à la frontière.",
    },
    {
      id: "one-partner",
      title: "Un seul partenaire responsable",
      description:
        "Importation, conformité, entreposage, livraison et ventes sont réunis sous un même toit à Ottawa. Quand il faut régler quelque chose, un seul appel suffit, et nous répondons en français ou en anglais.",
    },
  ],
};
