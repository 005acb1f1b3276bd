import type { BlogArticle } from "../types";

/** Du plus récent au plus ancien. Chaque article a son slug en français (son adresse sous /fr). */
export const articles: BlogArticle[] = [
  {
    id: "tariff-impact-analysis",
    title:
      "Droits de douane canado-américains et ACEUM\u00A0: ce qu’ils signifient pour les importateurs d’aliments méditerranéens",
    slug: "droits-de-douane-et-aceum",
    excerpt:
      "Nos huiles d’olive et nos fromages viennent d’Europe et d’Afrique du Nord, pas des États-Unis. Pourquoi le différend commercial de 2025 nous a-t-il touchés\u202F? Une analyse concrète des règles d’origine, des droits de rétorsion, des itinéraires et de l’examen de l’ACEUM, avec une liste de vérification pour les importateurs.",
    date: "2025-09-15",
    author: "marc-antoine-roy",
    category: "trade-policy",
    featured: true,
    image: "/images/insights/trade-fr.svg",
    content: [
      {
        type: "paragraph",
        text: "Depuis février 2025, la relation commerciale entre le Canada et les États-Unis a changé davantage qu’au cours des trente années précédentes. Washington a imposé des droits de douane sur les produits canadiens, Ottawa a répliqué par des droits de rétorsion sur les produits américains, les sociétés des alcools provinciales ont retiré les vins et spiritueux américains de leurs tablettes, et l’Accord Canada–États-Unis–Mexique (ACEUM) est passé du statut de traité discret à celui de texte que tout importateur et tout exportateur devait comprendre.",
      },
      {
        type: "paragraph",
        text: "À première vue, rien de tout cela ne concerne une entreprise comme la nôtre. Nous importons de l’huile d’olive de Grèce et d’Italie, du fromage d’Italie et d’Espagne, du miel de Crète et de Turquie, des conserves du Maroc et de Tunisie, et du vin de partout en Méditerranée. Presque rien de ce que nous vendons n’est américain. Pourtant, ces derniers mois, nos clients, les acheteurs des détaillants et nos producteurs partenaires nous ont posé les mêmes questions encore et encore. Cet article rassemble nos réponses. Il reflète les règles en vigueur au 15\u00A0septembre 2025 et constitue de l’information générale, non un avis juridique ou douanier sur vos produits.",
      },
      { type: "heading", text: "Ce qui s’est passé, en bref" },
      {
        type: "paragraph",
        text: "En mars 2025, les États-Unis ont imposé des droits de 25\u00A0% sur la plupart des importations canadiennes, avec un taux plus bas pour l’énergie et la potasse. Quelques jours plus tard, les produits originaires au sens de l’ACEUM ont été exemptés, ce qui couvrait en pratique la majorité des exportations canadiennes. Le 1er\u00A0août, le taux applicable aux produits canadiens non admissibles à l’ACEUM est passé à 35\u00A0%. Des droits distincts sur l’acier, l’aluminium, l’automobile et quelques autres produits s’appliquent sans égard à l’ACEUM.",
      },
      {
        type: "paragraph",
        text: "Le Canada a répliqué en mars par des droits de rétorsion de 25\u00A0% sur environ 30\u00A0milliards de dollars de produits américains, dont de nombreux aliments et boissons\u00A0: jus d’orange, beurre d’arachide, café, certains produits laitiers, vin, bière et spiritueux. D’autres droits de rétorsion ont suivi sur l’acier, l’aluminium et les automobiles américains. En avril, le gouvernement fédéral a instauré une remise pour les produits américains utilisés dans la fabrication, la transformation et l’emballage des aliments et des boissons au Canada. Puis, le 1er\u00A0septembre, le Canada a levé ses droits de rétorsion sur les produits américains admissibles à l’ACEUM, tout en maintenant ceux qui visent l’acier, l’aluminium et l’automobile.",
      },
      {
        type: "paragraph",
        text: "En parallèle, la LCBO, la SAQ et la plupart des autres sociétés des alcools provinciales ont cessé d’acheter et de vendre de l’alcool américain dès mars. Bien des détaillants et des restaurants ont lancé ou élargi des programmes «\u00A0achetons canadien\u00A0», et les consommateurs se sont mis à lire le pays d’origine sur les étiquettes avec une attention nouvelle.",
      },
      { type: "heading", text: "C’est l’origine, et non l’itinéraire, qui détermine le droit de douane" },
      {
        type: "paragraph",
        text: "Le principe le plus important pour un importateur est le suivant\u00A0: les droits de douane suivent l’origine des marchandises, pas le pays d’où elles ont été expédiées ni l’entreprise qui les a vendues. Un bidon d’huile d’olive grecque acheté chez un distributeur du New Jersey reste grec aux yeux des douanes canadiennes. Il n’a jamais été assujetti aux droits de rétorsion canadiens, qui ne visaient que les produits originaires des États-Unis.",
      },
      {
        type: "paragraph",
        text: "Le même principe joue dans l’autre sens. Les droits américains sur les «\u00A0produits du Canada\u00A0» ne s’appliquent pas au fromage italien qu’une entreprise canadienne réexporte aux États-Unis\u00A0: ce fromage paie le taux que les États-Unis imposent aux produits de l’Union européenne. C’est important pour les importateurs canadiens qui servent aussi des clients américains\u00A0: l’ACEUM ne rend pas les produits européens exempts de droits aux États-Unis du seul fait qu’ils sont passés par le Canada.",
      },
      {
        type: "paragraph",
        text: "L’origine se complique quand un produit est transformé au Canada. Un pesto fabriqué en Ontario avec du basilic, de l’huile et du fromage italiens peut être, ou ne pas être, un produit originaire du Canada au sens de l’ACEUM, selon la règle d’origine propre au produit, qui exige généralement un changement de classement tarifaire. Si vous fabriquez ici des produits à base d’ingrédients méditerranéens et que vous les vendez au sud de la frontière, vérifiez la règle applicable à votre numéro tarifaire exact avant de tenir l’exemption de l’ACEUM pour acquise.",
      },
      { type: "heading", text: "Préservez votre préférence de l’AECG\u00A0: expédiez en direct" },
      {
        type: "paragraph",
        text: "La plupart des aliments européens entrent au Canada en franchise de droits grâce à l’Accord économique et commercial global avec l’Union européenne (AECG), à condition que l’importateur puisse démontrer que les marchandises sont originaires de l’UE, le plus souvent au moyen d’une déclaration d’origine de l’exportateur sur la facture. Un détail passe facilement inaperçu\u00A0: en vertu de l’AECG, les marchandises doivent être acheminées au Canada sans être transformées ni mises en libre circulation dans un pays tiers.",
      },
      {
        type: "paragraph",
        text: "Certains importateurs font entrer des produits méditerranéens par des ports américains, généralement Newark ou New York, puis les acheminent par camion vers le nord. C’est légal, mais si les marchandises sont entreposées, réétiquetées ou dédouanées sur le marché américain en chemin, la préférence de l’AECG peut être perdue, et l’envoi paie alors le taux de la nation la plus favorisée du Canada. Pour l’huile d’olive, ce taux est de toute façon nul, mais ce n’est pas le cas pour les conserves, de nombreux plats préparés et le fromage hors contingent. En 2025, alors que les procédures frontalières américaines changeaient rapidement, passer par les États-Unis ajoutait aussi des délais et de la paperasse. Nous expédions par Montréal et Halifax, et nous recommandons à nos partenaires d’en faire autant.",
      },
      { type: "heading", text: "Le fromage\u00A0: le contingent compte toujours plus que les droits de douane" },
      {
        type: "paragraph",
        text: "Pour le fromage européen, le différend a très peu changé la donne. La véritable contrainte demeure le contingent tarifaire canadien\u00A0: l’AECG accorde au fromage de l’UE un contingent en franchise de droits, et les importations qui le dépassent paient des droits hors contingent de bien plus de 200\u00A0%. Les parts du contingent sont attribuées chaque année aux importateurs, et les volumes inutilisés peuvent être réattribués. Si vous comptez lancer un fromage au Canada, la question à poser n’est pas «\u00A0quel est le droit de douane\u202F?\u00A0», mais «\u00A0sous quel contingent sera-t-il importé, et combien en reste-t-il\u202F?\u00A0»",
      },
      { type: "heading", text: "Le vin\u00A0: une ouverture, avec ses limites" },
      {
        type: "paragraph",
        text: "Quand les vins américains ont quitté les tablettes de la LCBO, de la SAQ et des autres sociétés des alcools, les acheteurs ont cherché des remplaçants. Les vins méditerranéens ont été parmi les gagnants\u00A0: les vins grecs, portugais et du sud de l’Italie offrent, aux mêmes prix, la qualité et la valeur qu’offraient autrefois les vins californiens. Plusieurs de nos établissements vinicoles ont reçu en 2025 leurs premières commandes pour le répertoire général.",
      },
      {
        type: "paragraph",
        text: "Cette ouverture est réelle, mais il ne faut pas la surestimer. Les sociétés des alcools planifient leurs inscriptions de nombreux mois à l’avance, l’espace en tablette dépend des ventes répétées, et les produits américains pourraient revenir. Les producteurs qui en profitent pour bâtir des relations durables avec les acheteurs canadiens, avec un approvisionnement constant et un soutien aux dégustations, garderont leur place quand les tablettes se rempliront de nouveau.",
      },
      { type: "heading", text: "Des coûts qui ont pu vous échapper" },
      {
        type: "paragraph",
        text: "Même pour un importateur de produits européens, les droits de rétorsion ont touché certains coûts en périphérie. Une bonne partie des emballages utilisés dans les entrepôts canadiens vient des États-Unis\u00A0: pellicule étirable, boîtes de carton ondulé, étiquettes et une partie du verre. Jusqu’au décret de remise et aux changements de septembre, certains de ces intrants portaient une surcharge de 25\u00A0%. Le différend a aussi affaibli le dollar canadien pendant un temps, et la plupart des produits méditerranéens s’achètent en euros\u00A0: la devise a donc fait varier les coûts rendus davantage que n’importe quel droit de douane.",
      },
      {
        type: "list",
        items: [
          "Emballages et fournitures des États-Unis\u00A0: vérifiez si vos fournisseurs ont refilé les droits de rétorsion, et si la remise s’appliquait.",
          "Transport\u00A0: les trajets par camion qui traversent deux fois la frontière entraînent des coûts et des délais supplémentaires.",
          "Devise\u00A0: un dollar canadien plus faible face à l’euro fait grimper les coûts rendus\u202F; couvrez-vous ou négociez vos prix en dollars canadiens.",
          "Demande\u00A0: les programmes «\u00A0achetons canadien\u00A0» favorisent les produits canadiens, mais aussi les produits européens et méditerranéens au détriment des produits américains.",
        ],
      },
      { type: "heading", text: "À surveiller\u00A0: l’examen conjoint de l’ACEUM en 2026" },
      {
        type: "paragraph",
        text: "L’ACEUM prévoit un examen conjoint par les trois pays d’ici le 1er\u00A0juillet 2026. Chaque pays doit alors confirmer s’il souhaite prolonger l’accord de seize ans. Si l’un d’eux refuse, des examens annuels suivent et l’incertitude persiste. Pour les importateurs d’aliments méditerranéens, le résultat compte surtout de trois façons\u00A0: le maintien ou non de l’exemption de l’ACEUM face aux droits de douane américains, qui décide du sort des produits fabriqués au Canada avec des ingrédients importés\u202F; un éventuel resserrement des règles d’origine pour les aliments transformés\u202F; et les pressions possibles sur la gestion de l’offre dans le secteur laitier, qui encadre le contingent de fromage.",
      },
      {
        type: "paragraph",
        text: "Aucun de ces résultats ne changerait les droits sur une bouteille d’huile d’olive crétoise qui entre au Canada. Mais tous pourraient modifier ce que vos clients canadiens paient pour les produits concurrents, leur envie d’acheter auprès de sources non américaines, et l’intérêt d’un partenaire canadien comme tremplin vers le marché américain.",
      },
      { type: "heading", text: "Liste de vérification pour les importateurs" },
      {
        type: "list",
        items: [
          "Confirmez l’origine de chaque produit que vous achetez, et conservez la déclaration d’origine de l’exportateur pour chaque envoi.",
          "Expédiez les produits européens directement vers un port canadien, ou gardez-les sous contrôle douanier pendant le transit, pour protéger votre préférence de l’AECG.",
          "Révisez vos classements tarifaires\u00A0: un seul chiffre de différence peut changer à la fois les droits et la règle d’origine.",
          "Demandez à vos fournisseurs d’emballages où leurs produits sont fabriqués et s’ils ont demandé la remise.",
          "Si vous exportez aux États-Unis, vérifiez l’admissibilité de chaque produit à l’ACEUM et prévoyez le taux applicable s’il ne l’est pas.",
          "Pour le fromage, réservez votre volume de contingent avant de vous engager dans un lancement.",
          "Suivez l’examen de l’ACEUM au cours de l’été 2026, et préparez-vous à plus d’un scénario.",
        ],
      },
      { type: "heading", text: "Comment nous pouvons vous aider" },
      {
        type: "paragraph",
        text: "Notre équipe réglementaire révise les classements tarifaires, les documents d’origine et les itinéraires de chaque partenaire que nous représentons, et nous suivons de près la politique commerciale pour que les producteurs puissent se consacrer à leur récolte. Si vous ne savez pas comment les règles actuelles touchent vos produits, écrivez-nous\u00A0: nous vous dirons clairement ce qui s’applique à vous, et ce qui ne s’applique pas.",
      },
    ],
  },
  {
    id: "front-of-package-labelling",
    title: "Le symbole nutritionnel sur le devant des emballages\u00A0: ce que les marques méditerranéennes doivent changer",
    slug: "symbole-nutritionnel-devant-emballage",
    excerpt:
      "Depuis le 1er\u00A0janvier 2026, bien des aliments préemballés vendus au Canada doivent porter un symbole en forme de loupe pour les gras saturés, les sucres ou le sodium. Voici les catégories qu’il touche, et celles qu’il épargne.",
    date: "2025-06-10",
    author: "marc-antoine-roy",
    category: "regulation",
    featured: false,
    image: "/images/solutions/compliance.svg",
    content: [
      {
        type: "paragraph",
        text: "Les règles de Santé Canada sur l’étiquetage nutritionnel sur le devant de l’emballage sont devenues obligatoires le 1er\u00A0janvier 2026. Les aliments préemballés qui atteignent ou dépassent certains seuils de gras saturés, de sucres ou de sodium doivent afficher, sur l’espace principal, un symbole noir et blanc en forme de loupe portant la mention «\u00A0Élevé en\u00A0» suivie du nutriment, en français et en anglais.",
      },
      { type: "heading", text: "Qui est exempté" },
      {
        type: "paragraph",
        text: "Les règles prévoient des exemptions importantes pour les aliments méditerranéens. Les huiles végétales à ingrédient unique, comme l’huile d’olive, sont exemptées, tout comme le miel et la plupart des épices et fines herbes à ingrédient unique. Les fromages entiers ou coupés le sont aussi, en raison de leur apport en calcium. Le vin et les autres boissons alcoolisées échappent entièrement à ces règles.",
      },
      {
        type: "list",
        items: [
          "Huile d’olive extra vierge\u00A0: exemptée en tant qu’huile à ingrédient unique.",
          "Miel\u00A0: exempté en tant que sucre à ingrédient unique.",
          "Fromages à pâte ferme et fromages frais\u00A0: exemptés, mais les fromages fondus à tartiner pourraient ne pas l’être.",
          "Conserves, sauces et mélanges d’épices salés\u00A0: souvent visés.",
        ],
      },
      { type: "heading", text: "Où le symbole apparaîtra" },
      {
        type: "paragraph",
        text: "Les produits les plus susceptibles de devoir porter le symbole sont ceux que l’on aime le plus dans un garde-manger\u00A0: olives en saumure, câpres, anchois, citrons confits, harissa et mélanges d’épices additionnés de sel. Beaucoup dépassent le seuil de sodium par quantité de référence. Le symbole doit être placé dans la moitié supérieure ou la moitié droite de l’espace principal, selon sa forme, et il occupe un espace que les producteurs réservent souvent à leur image de marque.",
      },
      { type: "heading", text: "Ce que nous faisons pour nos partenaires" },
      {
        type: "paragraph",
        text: "En 2025, nous avons recalculé le profil nutritionnel de chaque produit de notre gamme au regard des seuils et préparé, au besoin, de nouveaux fichiers d’étiquettes bilingues. Pour la plupart des producteurs, le changement s’est résumé à un nouvel élément sur une étiquette canadienne existante. Si vos produits ne sont pas encore au Canada, nous intégrons le symbole à la première étiquette que nous préparons\u00A0: vous n’imprimez qu’une fois.",
      },
    ],
  },
  {
    id: "harvest-date-olive-oil",
    title: "Pourquoi nous inscrivons la date de récolte sur chaque bouteille d’huile d’olive",
    slug: "date-de-recolte-huile-d-olive",
    excerpt:
      "La date «\u00A0meilleur avant\u00A0» indique jusqu’à quand une huile d’olive peut être vendue, pas quand elle était à son meilleur. La date de récolte, elle, dit à quel point elle est fraîche, et c’est celle que nous voulons que vous lisiez.",
    date: "2025-03-18",
    author: "eleni-markou",
    category: "sourcing",
    featured: false,
    image: "/images/products/olive-oils.svg",
    content: [
      {
        type: "paragraph",
        text: "Chaque novembre, mes grands-parents apportaient leurs olives au moulin du village, en Messénie, le jour même de la cueillette. L’huile qui en sortait était verte, herbacée et si poivrée qu’elle faisait tousser. À l’été, la même huile était plus ronde et plus douce, et à la récolte suivante, elle avait perdu presque tout ce qui la rendait unique. L’huile d’olive est un jus de fruit frais, et elle vieillit.",
      },
      { type: "heading", text: "Ce que la date «\u00A0meilleur avant\u00A0» ne dit pas" },
      {
        type: "paragraph",
        text: "Au Canada, la date «\u00A0meilleur avant\u00A0» est obligatoire pour les aliments qui se conservent 90\u00A0jours ou moins. L’huile d’olive se conserve plus longtemps, mais bien des producteurs en inscrivent une quand même, généralement de 18 à 24\u00A0mois après l’embouteillage, et non après la récolte. Une huile embouteillée à partir de vieux stocks peut afficher une date «\u00A0meilleur avant\u00A0» dans deux ans et avoir déjà un an le jour où vous l’achetez. La date est honnête, mais elle répond à une autre question.",
      },
      { type: "heading", text: "À quoi ressemble la fraîcheur" },
      {
        type: "list",
        items: [
          "L’arôme\u00A0: une huile extra vierge fraîche sent l’herbe coupée, la tomate verte, l’artichaut ou l’amande verte.",
          "L’amertume et le piquant\u00A0: les polyphénols qui piquent la gorge s’estompent avec le temps, et avec eux une partie des bienfaits pour la santé.",
          "La couleur ne veut rien dire\u00A0: producteurs et dégustateurs jugent l’huile dans des verres bleus précisément pour ne pas se laisser tromper par sa couleur.",
        ],
      },
      { type: "heading", text: "Notre règle" },
      {
        type: "paragraph",
        text: "Chaque huile que nous importons porte sa saison de récolte sur l’étiquette, en français et en anglais, à côté de la date «\u00A0meilleur avant\u00A0». Nous faisons venir chaque récolte en plusieurs envois plutôt qu’en un seul, si bien que ce qui se trouve dans notre entrepôt n’est jamais à plus de quelques mois du moulin, et nous cessons de vendre une huile aux détaillants dès l’arrivée de la récolte suivante. Cherchez la date de récolte et choisissez la plus récente possible. Votre salade goûtera la différence.",
      },
    ],
  },
  {
    id: "what-buyers-look-for",
    title: "Ce que les acheteurs canadiens recherchent chez une nouvelle marque méditerranéenne",
    slug: "ce-que-recherchent-les-acheteurs-canadiens",
    excerpt:
      "Après des centaines de rencontres avec des acheteurs, nous savons ce qui fait inscrire un produit, et ce qui le fait retirer. La qualité est le billet d’entrée\u202F; l’approvisionnement, la marge et le soutien décident du reste.",
    date: "2024-11-26",
    author: "sofia-haddad",
    category: "market-trends",
    featured: false,
    image: "/images/solutions/brand-growth.svg",
    content: [
      {
        type: "paragraph",
        text: "Les producteurs arrivent souvent au Canada convaincus que leur produit se vendra tout seul. Il est généralement excellent, et ce n’est généralement pas suffisant. Les acheteurs des chaînes et des épiceries fines voient des dizaines d’excellents produits chaque mois. Voici ce qui les fait dire oui, et ce qui les fait redire oui un an plus tard.",
      },
      { type: "heading", text: "Une raison claire d’être en tablette" },
      {
        type: "paragraph",
        text: "Un acheteur gère une catégorie, pas un produit. Sa première question porte toujours sur ce que votre produit apporte à la catégorie\u00A0: un prix qui manque, une origine que les clients demandent, un format adapté aux cuisines, une histoire que le personnel peut raconter en une phrase. «\u00A0La meilleure feta\u00A0» n’est pas une réponse\u202F; «\u00A0une feta AOP vieillie en fût, à un prix situé entre les deux que vous offrez déjà\u00A0» en est une.",
      },
      { type: "heading", text: "Une marge et un prix de détail réalistes" },
      {
        type: "paragraph",
        text: "Les détaillants canadiens attendent des marges qui surprennent bien des producteurs européens, et le prix en tablette doit tout de même tenir la route face à la concurrence. Nous établissons le prix, de la porte du producteur jusqu’à la tablette, avant la première rencontre, en incluant transport, droits, entreposage, distribution et marge du détaillant, pour que personne ne soit surpris plus tard.",
      },
      { type: "heading", text: "Un approvisionnement fiable" },
      {
        type: "list",
        items: [
          "Des stocks au Canada avant le début de l’inscription, pas sur un navire.",
          "Des délais qui tiennent pendant les Fêtes et l’été.",
          "Des étiquettes bilingues et des données produit complètes dès le premier jour.",
        ],
      },
      { type: "heading", text: "Du soutien après l’inscription" },
      {
        type: "paragraph",
        text: "Un nouveau produit qui ne bouge pas pendant ses trois premiers mois est menacé. Dégustations, formation du personnel, promotion dans la circulaire et présence constante sur les réseaux sociaux lui donnent le temps de trouver sa clientèle. Les marques qui le prévoient dès le départ sont celles qui sont encore en tablette un an plus tard.",
      },
    ],
  },
];
