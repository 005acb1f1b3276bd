import type { BrandStoreGuide } from "../types";

export const brandStore: BrandStoreGuide = {
  title: "Ressources pour la boutique de marque Amazon",
  intro:
    "Tout ce qu’il faut à un partenaire détaillant ou à une équipe de commerce en ligne pour créer une boutique de marque {company} sur Amazon.ca ou Amazon.com\u00A0: notre logo, une image par catégorie de produits et des textes de fiche pour chaque catégorie, en français et en anglais, prêts à coller.",
  setupTime: "45 à 60 minutes",
  headings: {
    contents: "Contenu de la trousse",
    categories: "Catégories de produits",
    steps: "Étapes de configuration",
    tips: "Bon à savoir",
  },
  contents: [
    "Le logo {company} en SVG (toutes tailles) et en PNG (1160 × 320 px, fond transparent), ainsi que l’emblème rond en SVG et en PNG (800 × 800 px) pour l’en-tête et le profil de la boutique",
    "Une image par catégorie de produits, en PNG 1600\u00A0×\u00A01200\u00A0px\u00A0: huiles d’olive, fromages, conserves, miels, épices et vins",
    "Les textes de fiche de chaque catégorie en français et en anglais\u00A0: un titre, cinq puces et une description",
    "Un fichier LISEZMOI (français) et un README (anglais) qui reprennent ces étapes de configuration",
  ],
  steps: [
    {
      title: "Vérifiez votre accès au Registre des marques",
      detail:
        "Connectez-vous à Seller Central ou à Vendor Central avec un compte qui a un rôle dans le Registre des marques pour {company}. Si ce n’est pas le cas, écrivez-nous et nous ajouterons votre compte à notre marque.",
    },
    {
      title: "Créez la boutique et son en-tête",
      detail:
        "Ouvrez Boutiques, puis Créer une boutique, et choisissez {company}. Téléversez logo-mark.png comme logo de la marque et utilisez logo.png dans la tuile d’en-tête. Le modèle Marquee donne une première page épurée.",
    },
    {
      title: "Ajoutez une page par catégorie de produits",
      detail:
        "Créez six sous-pages\u00A0: huiles d’olive, fromages, conserves, miels, épices et vins. Sur chacune, ajoutez une tuile image avec le PNG de la catégorie, tiré du dossier images, et une tuile image et texte pour son histoire.",
    },
    {
      title: "Collez les textes de la catégorie",
      detail:
        "Ouvrez le fichier de la catégorie dans copy/fr (ou copy/en pour la boutique anglaise) et collez le titre, les cinq puces et la description dans les tuiles correspondantes. Les textes respectent déjà les limites de longueur d’Amazon.",
    },
    {
      title: "Ajoutez les produits à chaque page",
      detail:
        "Ajoutez une grille de produits à chaque page de catégorie et sélectionnez les ASIN de cette catégorie. Les produits qui ne sont pas encore en ligne pourront être ajoutés plus tard sans toucher à la mise en page.",
    },
    {
      title: "Prévisualisez sur ordinateur et sur mobile, puis soumettez",
      detail:
        "Prévisualisez chaque page dans les deux affichages, vérifiez que chaque image et chaque texte restent lisibles sur un téléphone, puis soumettez la boutique à la modération. Amazon examine généralement une nouvelle boutique en 24 à 72 heures.",
    },
  ],
  tips: [
    "Gardez les fichiers PNG tels quels\u00A0: ils sont dimensionnés pour les tuiles d’Amazon et restent nets sur les grands écrans.",
    "Pour la boutique en français sur Amazon.ca, utilisez les fichiers copy/fr et les mêmes images\u202F; le logo convient aux deux langues.",
    "Une question ou un produit à ajouter\u202F? Écrivez à {contactEmail}\u00A0: notre équipe vous répondra en deux jours ouvrables.",
  ],
};
