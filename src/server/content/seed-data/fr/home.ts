import type { HomeContent } from "../types";

export const home: HomeContent = {
  hero: {
    eyebrow: "Importateur et distributeur d’aliments méditerranéens depuis 2016",
    titleBefore: "",
    keywords: ["Importez", "Lancez-vous", "Grandissez", "Prospérez"],
    titleAfter: " avec un partenaire qui connaît les deux rives de l’Atlantique.",
    subtitle:
      "{company} fait voyager les huiles d’olive, fromages, conserves, miels, épices et vins de producteurs familiaux de la Méditerranée jusqu’aux tablettes et aux cuisines canadiennes. Depuis Ottawa, nous prenons en charge l’importation, la conformité aux exigences de l’ACIA, l’étiquetage bilingue, la distribution et le lancement commercial.",
    primaryCta: "Parlez à notre équipe",
    secondaryCta: "Découvrez nos produits",
    searchTitle: "Terramare Imports · Aliments méditerranéens pour l’Amérique du Nord",
    searchDescription:
      "Importateur et distributeur d’Ottawa d’huiles d’olive, de fromages, de conserves, de miels, d’épices et de vins méditerranéens, qui aide les producteurs à se lancer et à croître au Canada et en Amérique du Nord.",
  },

  products: [
    {
      id: "olive-oils",
      name: "Huiles d’olive",
      tagline: "Extra vierges, d’origine unique et datées de la récolte",
      description:
        "Koroneiki de récolte précoce de Crète et de Messénie, coratina poivrée des Pouilles, picual d’Andalousie, galega de l’Alentejo, chemlali de Tunisie\u00A0: chaque huile extra vierge est choisie selon sa date de récolte, son acidité et sa teneur en polyphénols. Nous l’expédions en verre foncé ou en bidon pour la protéger de la lumière et de la chaleur.",
      origins: [
        "Crète, Grèce",
        "Messénie, Grèce",
        "Pouilles, Italie",
        "Andalousie, Espagne",
        "Alentejo, Portugal",
        "Sfax, Tunisie",
        "Istrie, Croatie",
      ],
      highlights: [
        "Date de récolte sur chaque bouteille",
        "Extraction à froid, de domaines et de coopératives",
        "Bouteilles au détail et bidons de 3\u00A0L et 5\u00A0L pour les cuisines",
      ],
      storeCopy: {
        title:
          "Collection d’huiles d’olive extra vierges de la Méditerranée – origine unique, extraction à froid, date de récolte",
        bullets: [
          "EXTRA VIERGE D’ORIGINE UNIQUE\u00A0: chaque huile provient d’une seule région et d’une seule récolte — koroneiki de Crète, coratina des Pouilles, picual d’Andalousie — sans jamais de mélange entre pays.",
          "EXTRACTION À FROID\u00A0: les olives sont broyées quelques heures après la cueillette, à moins de 27\u00A0°C, pour préserver l’arôme fruité et la finale poivrée d’une grande huile.",
          "DATE DE RÉCOLTE SUR CHAQUE BOUTEILLE\u00A0: la date de récolte et la date «\u00A0meilleur avant\u00A0» figurent sur l’étiquette\u202F; vous savez toujours à quel point votre huile est fraîche.",
          "À L’ABRI DE LA LUMIÈRE ET DE L’AIR\u00A0: le verre foncé et les bidons protègent l’huile. Conservez-la au frais et à l’abri de la lumière, et consommez-la dans les trois mois suivant l’ouverture.",
          "DE LA CUISSON À LA FINITION\u00A0: réservez les huiles robustes aux rôtis et aux sautés, et savourez crues les huiles de récolte précoce sur les salades, les poissons grillés, les légumineuses et le pain chaud.",
        ],
        description:
          "Nos huiles d’olive extra vierges proviennent de domaines familiaux et de coopératives que nous visitons à chaque récolte, des oliveraies de Crète et de Messénie jusqu’aux Pouilles, à l’Andalousie, à l’Alentejo et à la Tunisie. Chacune est choisie pour sa fraîcheur, son équilibre et son caractère, embouteillée à l’origine et importée selon les règles canadiennes de salubrité des aliments, avec une étiquette bilingue qui indique la variété, la région et la date de récolte. Goûtez-les côte à côte\u00A0: vous découvrirez que la Méditerranée ne tient pas dans une seule bouteille d’«\u00A0huile d’olive\u00A0».",
      },
    },
    {
      id: "cheeses",
      name: "Fromages",
      tagline: "Classiques AOP et fromages de village, affinés avec soin",
      description:
        "Du parmigiano reggiano affiné 24\u00A0mois en Émilie-Romagne au paški sir de l’île croate de Pag, en passant par le pecorino sardo, le manchego de la Manche, la feta vieillie en fût d’Épire, la graviera de Crète et l’halloumi de Chypre. Nous achetons auprès de fromagers qui travaillent le lait de leur propre région, et chaque meule voyage sans rupture de la chaîne du froid, de leur cave à votre comptoir.",
      origins: [
        "Émilie-Romagne, Italie",
        "Sardaigne, Italie",
        "Castille-La Manche, Espagne",
        "Épire, Grèce",
        "Crète, Grèce",
        "Chypre",
        "Pag, Croatie",
      ],
      highlights: [
        "Fromages AOP et traditionnels",
        "Chaîne du froid avec relevés de température",
        "Meules entières, pointes et portions préemballées",
      ],
      storeCopy: {
        title: "Sélection de fromages méditerranéens – parmigiano reggiano AOP, manchego, feta, halloumi et plus",
        bullets: [
          "FROMAGES AOP AUTHENTIQUES\u00A0: parmigiano reggiano, manchego et feta fabriqués dans leur région d’origine protégée, selon des méthodes traditionnelles et un cahier des charges strict.",
          "AFFINÉS AVEC PATIENCE\u00A0: parmigiano reggiano affiné 24\u00A0mois pour sa texture cristalline aux notes de noisette, et manchego affiné jusqu’à 12\u00A0mois pour sa richesse beurrée.",
          "LAIT DE BREBIS, DE CHÈVRE ET DE VACHE\u00A0: de la feta acidulée vieillie en fût à l’halloumi à griller, chaque fromage est fait avec le lait des troupeaux de sa région.",
          "CHAÎNE DU FROID DE LA CAVE À VOTRE PORTE\u00A0: chaque fromage voyage réfrigéré, avec des relevés de température de la cave du producteur jusqu’à la livraison.",
          "FAITS POUR LA TABLE\u00A0: servez-les sur un plateau avec des olives et du miel, râpez-les sur les pâtes, ou faites dorer l’halloumi et la graviera à la poêle.",
        ],
        description:
          "Notre sélection réunit les grandes appellations protégées de la Méditerranée et des fromages de village qui quittent rarement leur terroir. Le parmigiano reggiano d’Émilie-Romagne, le manchego de la Manche, la feta d’Épire, l’halloumi de Chypre, la graviera de Crète et le paški sir de l’île croate de Pag sont faits par des producteurs qui travaillent le lait de leur propre région. Chaque fromage est importé sous contrôle rigoureux de la chaîne du froid et étiqueté en français et en anglais, prêt pour le plateau, la cuisine et le gril.",
      },
    },
    {
      id: "preserves",
      name: "Conserves",
      tagline: "Le garde-manger méditerranéen, en pots et en boîtes",
      description:
        "Olives de Kalamata, câpres de Pantelleria, tomates séchées des Pouilles, piquillos de Navarre, citrons confits de Fès, harissa du cap Bon et sardines portugaises mises en boîte à la main à Matosinhos. Ce sont des conserves en petits lots, faites de produits de saison, d’huile d’olive et de sel plutôt que de longues listes d’additifs.",
      origins: [
        "Péloponnèse, Grèce",
        "Sicile, Italie",
        "Pouilles, Italie",
        "Navarre, Espagne",
        "Fès, Maroc",
        "Cap Bon, Tunisie",
        "Matosinhos, Portugal",
      ],
      highlights: [
        "Petits lots, production de saison",
        "Listes d’ingrédients courtes et claires",
        "Conservation à température ambiante, en magasin comme en cuisine",
      ],
      storeCopy: {
        title: "Conserves du garde-manger méditerranéen – olives, câpres, tomates séchées, harissa et sardines en boîte",
        bullets: [
          "CONSERVES EN PETITS LOTS\u00A0: préparées en saison par des producteurs familiaux de Grèce, d’Italie, d’Espagne, du Portugal, du Maroc et de Tunisie.",
          "INGRÉDIENTS SIMPLES\u00A0: légumes, poisson, huile d’olive, sel et vinaigre — des listes d’ingrédients courtes et claires, sans colorants artificiels.",
          "ORIGINES EMBLÉMATIQUES\u00A0: olives de Kalamata du Péloponnèse, câpres au sel de Pantelleria, piquillos de Navarre et citrons confits de Fès.",
          "SARDINES MISES EN BOÎTE À LA MAIN\u00A0: sardines portugaises nettoyées et mises en boîte à la main à Matosinhos, à l’huile d’olive ou au citron et au piment.",
          "PRÊTES QUAND VOUS L’ÊTES\u00A0: pots et boîtes de longue conservation pour des mezze improvisés, des pâtes, des tajines ou un souper de semaine. Réfrigérer après ouverture.",
        ],
        description:
          "Un garde-manger méditerranéen bien garni permet de cuisiner un bon repas n’importe quel soir de la semaine. Nos conserves sont préparées en petits lots par des producteurs familiaux, avec des légumes de saison, du poisson, de l’huile d’olive et du sel\u00A0: olives de Kalamata, câpres au sel, tomates séchées, piquillos, citrons confits, harissa tunisienne et sardines portugaises mises en boîte à la main. Ouvrez un pot pour un plateau de mezze instantané, ou ajoutez-les à vos pâtes, ragoûts, tajines et salades pour leur donner de la profondeur.",
      },
    },
    {
      id: "honeys",
      name: "Miels",
      tagline: "Miels crus d’origine unique, issus de paysages sauvages",
      description:
        "Miel de thym des collines de Crète, miel de pin de Muğla sur la côte égéenne turque, miel de châtaignier du Piémont, miel de fleur d’oranger de Valence et miels de fleurs sauvages du Mont-Liban et du Moyen Atlas. Chaque lot est cru, non mélangé et analysé par un laboratoire indépendant (profil pollinique et pureté) avant l’expédition.",
      origins: [
        "Crète, Grèce",
        "Muğla, Turquie",
        "Piémont, Italie",
        "Valence, Espagne",
        "Mont-Liban, Liban",
        "Moyen Atlas, Maroc",
      ],
      highlights: [
        "Crus et non mélangés",
        "Analyse en laboratoire indépendant pour chaque lot",
        "Miels monofloraux et toutes fleurs",
      ],
      storeCopy: {
        title: "Collection de miels crus de la Méditerranée – thym de Crète, pin, châtaignier et fleur d’oranger",
        bullets: [
          "CRUS ET NON MÉLANGÉS\u00A0: extraits à froid, jamais pasteurisés ni mélangés, nos miels gardent le caractère du paysage où les abeilles ont butiné.",
          "VARIÉTÉS D’ORIGINE UNIQUE\u00A0: miel de thym de Crète, miel de pin de Muğla, miel de châtaignier du Piémont, miel de fleur d’oranger de Valence et miel de fleurs sauvages du Mont-Liban.",
          "PURETÉ VÉRIFIÉE EN LABORATOIRE\u00A0: chaque lot est analysé par un laboratoire indépendant (profil pollinique, humidité et authenticité) avant l’importation.",
          "CRISTALLISATION NATURELLE\u00A0: le miel cru peut cristalliser avec le temps. Placez le pot dans l’eau tiède pour le ramener doucement à l’état liquide.",
          "DU DÉJEUNER AU PLATEAU DE FROMAGES\u00A0: sur un yogourt grec, avec des fromages affinés ou dans une tisane. Ne pas donner de miel aux enfants de moins d’un an.",
        ],
        description:
          "Les miels méditerranéens ont le goût de la terre où butinent les abeilles\u00A0: thym sauvage des collines crétoises, forêts de pins de la côte égéenne turque, châtaigneraies du Piémont et orangeraies de Valence. Nous travaillons avec des apiculteurs qui déplacent leurs ruches au fil des saisons et qui extraient leur miel sans chauffage ni mélange. Chaque lot est analysé par un laboratoire indépendant avant l’importation\u00A0: ce qui figure sur l’étiquette est bien ce qui se trouve dans le pot.",
      },
    },
    {
      id: "spices",
      name: "Épices",
      tagline: "Éclatantes, traçables et fraîchement emballées",
      description:
        "Piments d’Urfa et de Maraş du sud-est turc, sumac et zaatar du Liban, safran de la Manche, pimentón fumé de la Vera, origan des montagnes grecques et ras el-hanout mélangé à Marrakech. Nous achetons des récoltes entières auprès de producteurs que nous connaissons, les emballons en petits lots et analysons chaque lot, car les épices comptent parmi les aliments les plus souvent falsifiés.",
      origins: [
        "Şanlıurfa, Turquie",
        "Kahramanmaraş, Turquie",
        "Vallée de la Bekaa, Liban",
        "Castille-La Manche, Espagne",
        "Estrémadure, Espagne",
        "Taygète, Grèce",
        "Marrakech, Maroc",
      ],
      highlights: [
        "Lots traçables d’origine unique",
        "Analysées pour détecter toute falsification",
        "Emballées en petits lots pour la fraîcheur",
      ],
      storeCopy: {
        title: "Collection d’épices méditerranéennes – piment d’Urfa, sumac, zaatar, safran et pimentón fumé",
        bullets: [
          "ÉPICES D’ORIGINE UNIQUE\u00A0: piments d’Urfa et de Maraş de Turquie, sumac et zaatar du Liban, safran de la Manche et pimentón fumé de la Vera.",
          "PURETÉ VÉRIFIÉE\u00A0: chaque lot est analysé pour détecter colorants ajoutés, agents de charge et contaminants, car le safran, le paprika et l’origan comptent parmi les aliments les plus souvent falsifiés.",
          "FRAÎCHEMENT EMBALLÉES\u00A0: de petits lots emballés peu après la récolte pour préserver la couleur, l’arôme et les huiles essentielles.",
          "MÉLANGES AUTHENTIQUES\u00A0: zaatar préparé à la libanaise avec du thym sauvage, du sumac et du sésame grillé, et ras el-hanout mélangé à Marrakech.",
          "FACILES À UTILISER\u00A0: pots et sachets refermables. Saupoudrez-les sur les grillades, les légumes, les œufs, les trempettes et les pains plats\u202F; conservez-les à l’abri de la chaleur et de la lumière.",
        ],
        description:
          "Les épices perdent vite leur caractère et se falsifient facilement\u202F; nous les achetons donc comme l’huile d’olive\u00A0: auprès de producteurs connus, par récolte et en petits lots. Notre collection comprend les piments fruités d’Urfa et de Maraş du sud-est turc, un sumac acidulé et un zaatar traditionnel du Liban, des pistils de safran de la Manche, le pimentón fumé de la Vera, l’origan des montagnes grecques et un ras el-hanout mélangé à Marrakech. Chaque épice est analysée et emballée fraîche, pour des saveurs éclatantes à chaque pincée.",
      },
    },
    {
      id: "wines",
      name: "Vins",
      tagline: "Cépages autochtones de vignobles historiques",
      description:
        "Nous représentons des domaines familiaux qui travaillent des cépages autochtones\u00A0: assyrtiko de Santorin, xinomavro de Naoussa, nero d’avola de Sicile, plavac mali de la côte dalmate, touriga nacional du Douro, assemblages rouges de la vallée de la Bekaa et commandaria de Chypre. Leurs vins sont vendus par la LCBO, la SAQ et d’autres circuits autorisés.",
      origins: [
        "Santorin, Grèce",
        "Naoussa, Grèce",
        "Sicile, Italie",
        "Dalmatie, Croatie",
        "Douro, Portugal",
        "Vallée de la Bekaa, Liban",
        "Limassol, Chypre",
      ],
      highlights: [
        "Cépages autochtones",
        "Domaines familiaux et vignerons indépendants",
        "Par la LCBO, la SAQ et des agents autorisés",
      ],
      storeCopy: {
        title: "Sélection de vins méditerranéens – assyrtiko, xinomavro, nero d’avola, plavac mali et plus",
        bullets: [
          "CÉPAGES AUTOCHTONES\u00A0: des variétés cultivées depuis des siècles sur leurs terres d’origine — assyrtiko de Santorin, xinomavro de Naoussa, nero d’avola de Sicile et plavac mali de Dalmatie.",
          "DOMAINES FAMILIAUX\u00A0: des vins de domaine élaborés en petits volumes par des producteurs indépendants qui cultivent leurs propres vignes.",
          "L’EXPRESSION D’UN TERROIR\u00A0: blancs volcaniques, rouges gorgés de soleil et vins doux historiques comme le commandaria de Chypre, l’une des plus anciennes appellations de vin au monde.",
          "FAITS POUR LA TABLE\u00A0: des blancs vifs pour les fruits de mer et les mezze, des rouges structurés pour l’agneau grillé et les fromages affinés.",
          "VENDUS PAR DES CIRCUITS AUTORISÉS\u00A0: offerts au Canada uniquement par la LCBO, la SAQ, les autres sociétés des alcools provinciales et les établissements titulaires d’un permis. Réservés aux personnes ayant l’âge légal pour consommer de l’alcool. À consommer avec modération.",
        ],
        description:
          "Notre sélection de vins suit la Méditerranée de Santorin au Douro, avec une préférence pour les domaines familiaux et les cépages qu’on ne trouve nulle part ailleurs. De l’assyrtiko minéral des sols volcaniques de Santorin au plavac mali de la côte dalmate, en passant par les assemblages rouges de la vallée de la Bekaa, chaque vin est choisi pour exprimer son terroir et s’accorder naturellement à la cuisine méditerranéenne. Au Canada, nos vins sont offerts uniquement par les sociétés des alcools provinciales, comme la LCBO et la SAQ, et dans les établissements titulaires d’un permis.",
      },
    },
  ],

  services: [
    {
      id: "import",
      title: "Importation et logistique",
      summary:
        "Nous sommes votre importateur au Canada et gérons chaque étape, du quai du producteur jusqu’à notre entrepôt d’Ottawa.",
      points: [
        "Visites de producteurs, évaluation des fournisseurs et échantillonnage partout en Méditerranée",
        "Conteneurs complets et envois groupés par les ports de Montréal et de Halifax",
        "Dédouanement, classement tarifaire et origine préférentielle au titre de l’AECG",
        "Planification des volumes selon les contingents tarifaires canadiens sur le fromage",
      ],
    },
    {
      id: "regulatory",
      title: "Réglementation et étiquetage",
      summary:
        "Nous rendons vos produits conformes avant leur expédition, pour que rien ne reste bloqué à la frontière ni ne soit retiré des tablettes.",
      points: [
        "Vérification selon le Règlement sur la salubrité des aliments au Canada et le Règlement sur les aliments et drogues",
        "Étiquettes bilingues français-anglais conformes aux exigences fédérales et québécoises",
        "Tableaux de la valeur nutritive, listes d’ingrédients, mentions d’allergènes et symboles nutritionnels sur le devant de l’emballage",
        "Plans de contrôle préventif et registres de traçabilité prêts pour les inspections de l’ACIA",
      ],
    },
    {
      id: "distribution",
      title: "Entreposage et distribution",
      summary:
        "Depuis notre entrepôt d’Ottawa, nous livrons partout en Ontario et au Québec, et nous expédions dans tout le pays avec des transporteurs de confiance.",
      points: [
        "Entreposage à température ambiante, réfrigéré ou contrôlé à Ottawa",
        "Chaîne du froid ininterrompue pour les fromages et les produits réfrigérés, avec relevés de température",
        "Tournées hebdomadaires à Ottawa-Gatineau, à Montréal et à Toronto",
        "Portée nationale grâce à nos transporteurs partenaires, avec suivi des lots pour chaque commande",
      ],
    },
    {
      id: "marketing",
      title: "Lancement et marketing de marque",
      summary:
        "Nous positionnons votre marque auprès des acheteurs et des consommateurs canadiens, dans les deux langues officielles.",
      points: [
        "Positionnement, stratégie de prix et plan de lancement",
        "Présence dans les salons professionnels, dont SIAL Canada, et aux rencontres d’acheteurs régionales",
        "Dégustations et démonstrations en magasin, séances avec des chefs",
        "Fiches de vente bilingues, contenu pour les réseaux sociaux et éléments de vitrine de marque",
      ],
    },
    {
      id: "placement",
      title: "Commerce de détail et restauration",
      summary:
        "Nous vous ouvrons les portes d’acheteurs qui nous font déjà confiance, et nous veillons à ce que vos produits continuent de se vendre une fois en tablette.",
      points: [
        "Inscriptions auprès des chaînes d’alimentation nationales et régionales",
        "Épiceries fines, charcuteries et comptoirs à fromages indépendants",
        "Restaurants, hôtels et traiteurs",
        "Inscriptions de vins et importations privées par la LCBO et la SAQ",
      ],
    },
  ],

  process: [
    {
      step: 1,
      title: "Découverte",
      description:
        "Nous goûtons vos produits, étudions votre gamme et vos prix, et vous disons franchement où ils ont leur place sur le marché canadien, et où ils ne l’ont pas.",
    },
    {
      step: 2,
      title: "Conformité",
      description:
        "Nous révisons recettes et étiquettes, adaptons l’emballage aux exigences de bilinguisme et de l’ACIA, et préparons les documents avant l’expédition de la première palette.",
    },
    {
      step: 3,
      title: "Lancement",
      description:
        "Nous importons, entreposons et présentons vos produits aux acheteurs avec qui nous travaillons, avec l’appui de dégustations, de démonstrations et de salons professionnels.",
    },
    {
      step: 4,
      title: "Croissance",
      description:
        "Nous suivons les ventes, planifions les réapprovisionnements et élargissons votre distribution, région par région, au rythme de la demande.",
    },
  ],

  audiences: [
    {
      id: "brands",
      title: "Marques méditerranéennes",
      description:
        "Percez le marché canadien avec un seul partenaire pour l’importation, la conformité, la distribution et les ventes, sans bâtir une équipe locale avant d’avoir des clients.",
    },
    {
      id: "retailers",
      title: "Détaillants",
      description:
        "Une gamme choisie et conforme, aux étiquettes bilingues, avec des délais fiables et des livraisons regroupées, que vous teniez une seule épicerie fine ou une chaîne régionale.",
    },
    {
      id: "foodservice",
      title: "Restaurants et hôtels",
      description:
        "Huiles, fromages et produits d’épicerie de qualité professionnelle, en formats adaptés aux cuisines, livrés à temps et sans rupture de la chaîne du froid.",
    },
    {
      id: "producers",
      title: "Producteurs",
      description:
        "Domaines familiaux et coopératives\u00A0: nous faisons découvrir votre récolte aux acheteurs canadiens à des conditions justes et transparentes, dans une perspective à long terme.",
    },
    {
      id: "consumers",
      title: "Épicuriens",
      description:
        "Trouvez nos produits dans les épiceries fines, les supermarchés et sur les menus des restaurants partout au Canada, et demandez-les par leur nom.",
    },
  ],

  brandStory: {
    title: "Des oliveraies familiales aux tables canadiennes",
    paragraphs: [
      "L’aventure de {company} a commencé en 2016 avec un seul conteneur d’huile d’olive, venu de deux domaines familiaux de Messénie et des Pouilles et livré à une poignée d’épiceries fines d’Ottawa. Les commerçants en ont redemandé, leurs clients aussi.",
      "Nous avons vite compris que les grands producteurs méditerranéens ont rarement un problème de qualité. Ce qui les freine, c’est tout ce qui se trouve entre les deux\u00A0: la réglementation canadienne, l’étiquetage bilingue, la logistique sous température dirigée et les relations qu’il faut pour gagner une place en tablette ou sur un menu. Nous avons bâti notre entreprise pour nous occuper de cet entre-deux.",
      "Aujourd’hui, nous travaillons avec des producteurs de dix pays méditerranéens et approvisionnons détaillants, restaurants et hôtels partout au Canada à partir de notre entrepôt d’Ottawa. Nous choisissons toujours nos produits de la même façon\u00A0: nous visitons, nous goûtons, et nous ne rapportons que ce que nous servirions à notre propre table.",
    ],
    milestones: [
      {
        year: 2016,
        text: "Fondation à Ottawa\u202F; notre premier conteneur d’huile d’olive arrive de Messénie et des Pouilles.",
      },
      {
        year: 2018,
        text: "Les fromages et les conserves s’ajoutent à la gamme, et nos produits font leur entrée dans des épiceries fines d’Ottawa et de Montréal.",
      },
      {
        year: 2019,
        text: "Obtention de notre licence en vertu du nouveau Règlement sur la salubrité des aliments au Canada\u202F; nos services de réglementation et d’étiquetage s’ouvrent aux marques partenaires.",
      },
      {
        year: 2020,
        text: "Ouverture de notre entrepôt à température contrôlée à Ottawa, qui permet d’approvisionner épiciers et restaurants tout au long de la pandémie.",
      },
      {
        year: 2022,
        text: "Première participation au SIAL Canada et premières inscriptions de vins à la LCBO et à la SAQ.",
      },
      {
        year: 2023,
        text: "Inscriptions auprès de chaînes d’alimentation régionales en Ontario et au Québec, et distribution nationale avec des transporteurs partenaires.",
      },
      {
        year: 2025,
        text: "Plus de 40 producteurs partenaires dans dix pays, et lancement d’un portail destiné à nos clients professionnels.",
      },
    ],
  },

  founder: {
    name: "Eleni Markou",
    image: "/images/team/eleni-markou.svg",
    role: "Fondatrice et présidente",
    bio: [
      "Eleni Markou a grandi entre Ottawa et la Messénie, dans le sud de la Grèce, où ses grands-parents pressaient chaque novembre les olives de l’oliveraie familiale. Ses étés, c’étaient les récoltes, les visites chez les fromagers du village et les pots de miel de thym rapportés dans les valises.",
      "Après des études en commerce international et huit ans dans l’importation alimentaire et la gestion de catégories en épicerie, elle a constaté que bien d’excellents producteurs méditerranéens restaient à la porte du Canada à cause de la réglementation, de l’étiquetage et de la logistique, et non de la qualité de leurs produits.",
      "Elle a fondé {company} en 2016 pour combler cet écart. Elle visite encore les producteurs à chaque saison de récolte et goûte chaque nouveau produit avant qu’il rejoigne la gamme.",
    ],
    quote:
      "Une grande huile d’olive ne devrait pas avoir besoin d’un grand avocat pour arriver dans une cuisine canadienne. Notre travail, c’est de simplifier le voyage pour que la qualité parle d’elle-même.",
  },
};
