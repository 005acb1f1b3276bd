import type { PagesContent } from "../types";

/** The words above each part of a page (studio `section` items), the footer and the policies' search descriptions. */
export const pages: PagesContent = {
  sections: {
    "home.products": {
      eyebrow: "Ce que nous importons",
      title: "Six catégories, choisies à la source",
      intro:
        "Chaque produit vient d’un producteur que nous avons visité, avec qui nous avons dégusté et que nous avons évalué pour le marché canadien.",
    },
    "home.services": {
      eyebrow: "Ce que nous faisons",
      title: "Tout ce qu’il faut à une marque méditerranéenne pour réussir au Canada",
      intro:
        "Un seul partenaire, du quai du producteur jusqu’à la tablette, pour que vous puissiez vous concentrer sur vos produits.",
    },
    "home.audiences": { eyebrow: "", title: "Avec qui nous travaillons", intro: "" },
    "home.process": {
      eyebrow: "Notre démarche",
      title: "Du premier appel aux tablettes bien garnies, en quatre étapes",
      intro: "",
    },
    "home.brand-story": { eyebrow: "Notre histoire", title: "", intro: "" },
    "home.founder": { eyebrow: "La fondatrice", title: "", intro: "" },
    "home.contact": {
      eyebrow: "Contact",
      title: "Parlons de vos produits",
      intro:
        "Parlez-nous de votre marque ou de votre commerce. Nous répondons à chaque message en deux jours ouvrables, en français ou en anglais.",
      note: "Du lundi au vendredi, de 9\u00a0h à 17\u00a0h (heure de l’Est)",
    },
    catalog: {
      eyebrow: "Catalogue",
      title: "Les produits que nous importons",
      intro:
        "Chaque produit avec son producteur, sa région d’origine, ses certifications et ce que déclare son étiquette. Filtrez par catégorie, origine ou certification.",
      searchTitle: "Catalogue de produits : aliments méditerranéens importés à Ottawa",
      searchDescription:
        "Huiles d’olive, fromages, conserves, miels, épices et vins de producteurs méditerranéens : origine, certifications, allergènes et conservation de chaque produit.",
      note: "Les clients voient les formats de caisse, les GTIN, les minimums de commande et les délais, et envoient leurs demandes de commande.",
    },
    solutions: {
      eyebrow: "Solutions",
      title: "Du quai du producteur jusqu’à la tablette canadienne",
      intro:
        "Quatre gammes de services, seules ou combinées, pour qu’une marque méditerranéenne puisse entrer au Canada, rester conforme et continuer de croître, avec un seul partenaire à Ottawa.",
      searchTitle: "Solutions pour les marques alimentaires méditerranéennes",
      searchDescription:
        "Entrée sur le marché et importation, conformité réglementaire et étiquetage bilingue, distribution sous chaîne du froid et croissance en magasin : comment Terramare Imports amène les marques méditerranéennes au Canada.",
    },
    "solutions.lines": { eyebrow: "", title: "Nos gammes de services", intro: "" },
    "solutions.process": { eyebrow: "Notre façon de travailler", title: "Quatre étapes, un seul plan", intro: "" },
    "solutions.reasons": {
      eyebrow: "Pourquoi Terramare",
      title: "Trois raisons pour lesquelles les producteurs nous choisissent",
      intro: "",
    },
    "solutions.cta": {
      eyebrow: "",
      title: "Trouvons la bonne solution pour vos produits",
      intro:
        "Dites-nous ce que vous fabriquez et où vous voulez le vendre. Nous répondons en deux jours ouvrables, en français ou en anglais.",
    },
    team: {
      eyebrow: "Notre équipe",
      title: "Les gens entre l’oliveraie et votre tablette",
      intro: "Une petite équipe enracinée des deux côtés de l’Atlantique, qui répond elle-même à vos appels.",
      searchTitle: "Notre équipe",
      searchDescription:
        "Rencontrez l’équipe de Terramare Imports : approvisionnement, affaires réglementaires et ventes d’aliments méditerranéens au Canada, depuis Ottawa, Gatineau et Toronto.",
    },
    "team.cta": {
      eyebrow: "",
      title: "Envie de travailler avec nous ?",
      intro: "Que vous fabriquiez, vendiez ou cuisiniez des aliments méditerranéens, nous aimerions vous entendre.",
    },
    partnerships: {
      eyebrow: "Partenariats",
      title: "Des partenaires qui grandissent ensemble",
      intro:
        "Nous travaillons à long terme avec des producteurs, des détaillants, des cuisines et des entreprises de logistique, à des conditions justes et claires pour tous.",
      searchTitle: "Partenariats",
      searchDescription:
        "Devenez partenaire de Terramare Imports : producteurs méditerranéens, détaillants et distributeurs canadiens, restaurants et hôtels. Nos partenaires, ce que nous offrons et ce que nous demandons.",
    },
    "partnerships.partners": { eyebrow: "", title: "Quelques-uns de nos partenaires", intro: "" },
    "partnerships.opportunities": { eyebrow: "Occasions", title: "Trois façons de devenir partenaire", intro: "" },
    "partnerships.cta": {
      eyebrow: "",
      title: "Prêt à parler partenariat ?",
      intro:
        "Envoyez-nous quelques lignes sur votre entreprise. Notre équipe des partenariats répond à chaque demande en deux jours ouvrables.",
    },
    "insights.news": {
      eyebrow: "Perspectives",
      title: "Les nouvelles de Terramare",
      intro: "Nouveaux produits, nouveaux partenaires et ce qui change dans le commerce, au fil de l’actualité.",
      searchTitle: "Nouvelles",
      searchDescription:
        "Lancements de produits, nouveaux partenaires, expansion et développement durable : les nouvelles de Terramare Imports, importateur d’aliments méditerranéens à Ottawa.",
    },
    "insights.blog": {
      eyebrow: "Perspectives",
      title: "Le blogue de Terramare",
      intro:
        "Ce que nous avons appris sur le commerce, la réglementation, l’approvisionnement et les acheteurs canadiens, écrit par les gens qui font le travail.",
      searchTitle: "Blogue",
      searchDescription:
        "Analyses et conseils sur l’importation d’aliments méditerranéens au Canada : droits de douane et politique commerciale, règles d’étiquetage, approvisionnement et attentes des acheteurs canadiens.",
    },
    "amazon-assets": {
      eyebrow: "Pour nos partenaires détaillants et de commerce en ligne",
      title: "",
      intro: "",
      searchTitle: "Ressources pour la boutique de marque Amazon",
      searchDescription:
        "Téléchargez la trousse de boutique de marque de Terramare Imports : logo en SVG et en PNG, une image par catégorie de produits et des textes de fiche bilingues, avec les étapes de configuration pour Amazon (45 à 60 minutes).",
    },
    "client-login": {
      eyebrow: "",
      title: "",
      intro: "Connectez-vous à votre portail client B2B.",
      searchTitle: "Connexion client",
      searchDescription: "Connectez-vous au portail client B2B de Terramare Imports ou demandez l’accès à notre réseau B2B.",
    },
    "client-login.request": {
      eyebrow: "",
      title: "",
      intro:
        "Détaillants, restaurateurs et distributeurs : parlez-nous de votre entreprise et nous vous ouvrirons un compte client.",
    },
    "admin-login": { eyebrow: "", title: "", intro: "Connectez-vous avec un compte du personnel." },
  },
  footerTagline: "Des aliments méditerranéens importés avec soin depuis {year}.",
  policyDescriptions: {
    privacy:
      "Comment Terramare Imports recueille, utilise, conserve et protège les renseignements personnels, et vos droits en vertu de la LPRPDE et de la Loi 25 du Québec.",
    terms: "Les conditions qui régissent l’utilisation du site Web et du portail client B2B de Terramare Imports.",
  },
};
