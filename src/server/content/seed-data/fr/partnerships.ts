import type { PartnershipsContent } from "../types";

export const partnerships: PartnershipsContent = {
  partners: [
    {
      id: "elaia-estate",
      name: "Elaia Estate",
      type: "Partenaire producteur",
      description:
        "Un domaine oléicole familial perché sur les collines de Kalamata, d’où est parti notre tout premier conteneur en 2016. Elaia presse ses olives koroneiki quelques heures après la cueillette et embouteille au domaine son huile de récolte précoce.",
      benefits: [
        "Importateur exclusif au Canada depuis 2016",
        "Étiquettes bilingues datées de la récolte, préparées à Ottawa",
        "Offert dans plus de 60 épiceries fines",
      ],
      image: "/images/partners/elaia-estate.svg",
      location: "Messénie, Grèce",
    },
    {
      id: "caseificio-santa-rita",
      name: "Caseificio Santa Rita",
      type: "Partenaire producteur",
      description:
        "Une fromagerie coopérative de 18 familles agricoles qui fabrique du parmigiano reggiano dans les collines de Reggio d’Émilie. Nous importons leurs meules de 24 et de 30 mois et les coupons sur commande dans notre entrepôt d’Ottawa.",
      benefits: [
        "Planification des volumes dans le contingent tarifaire canadien du fromage",
        "Chaîne du froid continue, avec relevés de température",
        "Meules entières pour les restaurants, pointes pour le détail",
      ],
      image: "/images/partners/caseificio-santa-rita.svg",
      location: "Reggio d’Émilie, Italie",
    },
    {
      id: "rideau-fresh-logistics",
      name: "Rideau Fresh Logistics",
      type: "Partenaire logistique",
      description:
        "Un transporteur frigorifique d’Ottawa qui assure nos tournées réfrigérées vers Montréal, Kingston et Toronto. Ses camions relèvent la température toutes les cinq minutes et nous la transmettent en temps réel.",
      benefits: [
        "Trois tournées réfrigérées par semaine",
        "Relevés de température pour chaque livraison",
        "Livraison le jour même à Ottawa-Gatineau",
      ],
      image: "/images/partners/rideau-fresh-logistics.svg",
      location: "Ottawa (Ontario)",
    },
  ],
  opportunities: [
    {
      id: "producers",
      title: "Producteurs et marques",
      description:
        "Faites découvrir votre huile d’olive, vos fromages, conserves, miels, épices ou vins au Canada avec un partenaire qui s’occupe de l’importation, de la conformité et des ventes.",
      requirements: [
        "Un produit qui se vend déjà bien dans votre pays",
        "La capacité de fournir au moins une palette par commande",
        "Une certification de salubrité comme IFS, BRCGS ou FSSC 22000",
        "La volonté d’adapter vos étiquettes au Canada",
      ],
    },
    {
      id: "retail",
      title: "Détaillants et distributeurs",
      description:
        "Offrez une gamme méditerranéenne choisie avec soin, aux étiquettes bilingues, avec des délais stables et des livraisons regroupées.",
      requirements: [
        "Un commerce, une chaîne ou une entreprise de distribution au Canada",
        "De l’espace pour les produits fins ou importés",
        "Une commande minimale de 500\u00A0$ par livraison",
        "De la place pour des dégustations ou une formation du personnel au lancement",
      ],
    },
    {
      id: "foodservice",
      title: "Restauration et hôtellerie",
      description:
        "Cuisinez avec des huiles, des fromages et des produits d’épicerie de qualité professionnelle, en formats pour cuisines, livrés à l’heure sans rupture de la chaîne du froid.",
      requirements: [
        "Un restaurant, un hôtel ou une entreprise de traiteur",
        "Des commandes régulières, chaque semaine ou aux deux semaines",
        "Une adresse de livraison sur nos tournées, ou la cueillette de palettes",
        "Un espace réfrigéré pour les produits frais",
      ],
    },
  ],
};
