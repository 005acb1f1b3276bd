import type { HomeContent } from "../types";

export const home: HomeContent = {
  hero: {
    eyebrow: "Mediterranean food importer and distributor since 2016",
    titleBefore: "",
    keywords: ["Import", "Launch", "Grow", "Scale"],
    titleAfter: " with a partner who knows both sides of the Atlantic.",
    subtitle:
      "{company} brings olive oils, cheeses, preserves, honeys, spices and wines from family producers around the Mediterranean to Canadian shelves and kitchens. From our base in Ottawa, we handle import, CFIA compliance, bilingual labelling, distribution and market launch.",
    primaryCta: "Talk to our team",
    secondaryCta: "Explore our products",
    searchTitle: "Terramare Imports · Mediterranean foods for North America",
    searchDescription:
      "Ottawa importer and distributor of Mediterranean olive oils, cheeses, preserves, honeys, spices and wines, helping producers launch and grow in Canada and North America.",
  },

  products: [
    {
      id: "olive-oils",
      name: "Olive oils",
      tagline: "Single-origin extra virgin, dated by harvest",
      description:
        "Early-harvest Koroneiki from Crete and Messinia, peppery Coratina from Puglia, Picual from Andalusia, Galega from the Alentejo and Chemlali from Tunisia. We select each extra virgin oil on its harvest date, acidity and polyphenol content, and ship it in dark glass or tins to protect it from light and heat.",
      origins: [
        "Crete, Greece",
        "Messinia, Greece",
        "Puglia, Italy",
        "Andalusia, Spain",
        "Alentejo, Portugal",
        "Sfax, Tunisia",
        "Istria, Croatia",
      ],
      highlights: [
        "Harvest date on every bottle",
        "Cold-extracted, from estates and cooperatives",
        "Retail bottles and 3\u00A0L and 5\u00A0L tins for kitchens",
      ],
      storeCopy: {
        title: "Mediterranean Extra Virgin Olive Oil Collection – Single-Origin, Cold-Extracted, Harvest-Dated",
        bullets: [
          "SINGLE-ORIGIN EXTRA VIRGIN: Each oil comes from one region and one harvest — Koroneiki from Crete, Coratina from Puglia, Picual from Andalusia — and is never blended across countries.",
          "COLD-EXTRACTED: Olives are milled within hours of picking, below 27\u00A0°C, to preserve the fresh, fruity aroma and peppery finish of a great oil.",
          "HARVEST DATE ON EVERY BOTTLE: The harvest and best-before dates are printed on the label, so you always know how fresh your oil is.",
          "PROTECTED FROM LIGHT AND AIR: Dark glass bottles and tins keep the oil at its best. Store in a cool, dark place and enjoy within three months of opening.",
          "FROM COOKING TO FINISHING: Use robust oils for roasting and sautéing, and pour early-harvest oils raw over salads, grilled fish, beans and warm bread.",
        ],
        description:
          "Our extra virgin olive oils come from family estates and cooperatives we visit every harvest, from the groves of Crete and Messinia to Puglia, Andalusia, the Alentejo and Tunisia. Each one is selected for freshness, balance and character, bottled at origin and imported under Canada’s food safety rules, with a bilingual label that shows the cultivar, the region and the harvest date. Taste them side by side and discover how much the Mediterranean has to offer beyond a single bottle of “olive oil”.",
      },
    },
    {
      id: "cheeses",
      name: "Cheeses",
      tagline: "PDO classics and village cheeses, aged with care",
      description:
        "Parmigiano Reggiano aged 24 months from Emilia-Romagna, Pecorino Sardo, Manchego from La Mancha, barrel-aged feta from Epirus, Graviera from Crete, halloumi from Cyprus and Paški sir from the Croatian island of Pag. We buy from cheesemakers who work with the milk of their own region, and we keep every wheel in an unbroken cold chain from their cellar to your counter.",
      origins: [
        "Emilia-Romagna, Italy",
        "Sardinia, Italy",
        "La Mancha, Spain",
        "Epirus, Greece",
        "Crete, Greece",
        "Cyprus",
        "Pag, Croatia",
      ],
      highlights: [
        "PDO and traditional cheeses",
        "Temperature-logged cold chain",
        "Whole wheels, wedges and cut-and-wrap formats",
      ],
      storeCopy: {
        title: "Mediterranean Cheese Selection – PDO Parmigiano Reggiano, Manchego, Feta, Halloumi and More",
        bullets: [
          "AUTHENTIC PDO CHEESES: Parmigiano Reggiano, Manchego and feta made in their protected regions of origin, to traditional methods and strict specifications.",
          "AGED WITH PATIENCE: Parmigiano Reggiano aged 24 months for a nutty, crystalline texture, and Manchego aged up to 12 months for a rich, buttery bite.",
          "SHEEP, GOAT AND COW’S MILK: From tangy barrel-aged feta to halloumi made for the grill, each cheese is made with milk from its own region’s herds.",
          "COLD CHAIN FROM CELLAR TO DOOR: Every cheese travels refrigerated, with temperature records kept from the producer’s cellar to delivery.",
          "MADE FOR THE TABLE: Serve on a board with olives and honey, grate over pasta, or pan-fry halloumi and Graviera until golden.",
        ],
        description:
          "Our cheese selection brings together the great protected names of the Mediterranean and the village cheeses that rarely leave home. Parmigiano Reggiano from Emilia-Romagna, Manchego from La Mancha, feta from Epirus, halloumi from Cyprus, Graviera from Crete and Paški sir from the Croatian island of Pag are made by producers who work with the milk of their own region. Each cheese is imported under strict cold-chain control and labelled in English and French, ready for the cheese board, the kitchen and the grill.",
      },
    },
    {
      id: "preserves",
      name: "Preserves",
      tagline: "The Mediterranean pantry, in jars and tins",
      description:
        "Kalamata olives, capers from Pantelleria, sun-dried tomatoes from Puglia, piquillo peppers from Navarre, preserved lemons from Fez, harissa from Cap Bon and Portuguese sardines packed by hand in Matosinhos. These are small-batch preserves made with seasonal produce, olive oil and salt, not long lists of additives.",
      origins: [
        "Peloponnese, Greece",
        "Sicily, Italy",
        "Puglia, Italy",
        "Navarre, Spain",
        "Fez, Morocco",
        "Cap Bon, Tunisia",
        "Matosinhos, Portugal",
      ],
      highlights: [
        "Small-batch, seasonal production",
        "Short, recognizable ingredient lists",
        "Shelf-stable for stores and kitchens",
      ],
      storeCopy: {
        title: "Mediterranean Pantry Preserves – Olives, Capers, Sun-Dried Tomatoes, Harissa and Tinned Sardines",
        bullets: [
          "SMALL-BATCH PRESERVES: Made in season by family producers in Greece, Italy, Spain, Portugal, Morocco and Tunisia.",
          "SIMPLE INGREDIENTS: Vegetables, fish, olive oil, salt and vinegar — short, recognizable ingredient lists with no artificial colours.",
          "ICONIC ORIGINS: Kalamata olives from the Peloponnese, salt-packed capers from Pantelleria, piquillo peppers from Navarre and preserved lemons from Fez.",
          "HAND-PACKED SARDINES: Portuguese sardines cleaned and packed by hand in Matosinhos, in olive oil or with lemon and chili.",
          "READY WHEN YOU ARE: Shelf-stable jars and tins for quick meze, pasta, tagines and weeknight dinners. Refrigerate after opening.",
        ],
        description:
          "A well-stocked Mediterranean pantry makes a great meal possible any night of the week. Our preserves are made in small batches by family producers using seasonal vegetables, fish, olive oil and salt: Kalamata olives, salt-packed capers, sun-dried tomatoes, piquillo peppers, preserved lemons, Tunisian harissa and hand-packed Portuguese sardines. Open a jar for an instant meze platter, or use them to bring depth to pasta, stews, tagines and salads.",
      },
    },
    {
      id: "honeys",
      name: "Honeys",
      tagline: "Raw, single-origin honeys from wild landscapes",
      description:
        "Thyme honey from the hills of Crete, pine honey from Muğla on Türkiye’s Aegean coast, chestnut honey from Piedmont, orange blossom honey from Valencia and wildflower honeys from Mount Lebanon and the Middle Atlas. Each lot is raw, unblended and tested by an independent laboratory for pollen profile and purity before it ships.",
      origins: [
        "Crete, Greece",
        "Muğla, Türkiye",
        "Piedmont, Italy",
        "Valencia, Spain",
        "Mount Lebanon, Lebanon",
        "Middle Atlas, Morocco",
      ],
      highlights: ["Raw and unblended", "Independent lab testing on every lot", "Monofloral and wildflower varieties"],
      storeCopy: {
        title: "Raw Mediterranean Honey Collection – Cretan Thyme, Pine, Chestnut and Orange Blossom",
        bullets: [
          "RAW AND UNBLENDED: Cold-extracted and never pasteurized or blended, so each honey keeps the character of the landscape where the bees foraged.",
          "SINGLE-ORIGIN VARIETIES: Thyme honey from Crete, pine honey from Muğla, chestnut honey from Piedmont, orange blossom honey from Valencia and wildflower honey from Mount Lebanon.",
          "LAB-TESTED FOR PURITY: Every lot is analyzed by an independent laboratory for pollen profile, moisture and authenticity before import.",
          "NATURAL CRYSTALLIZATION: Raw honey may crystallize over time. Set the jar in warm water to return it gently to a liquid state.",
          "FROM BREAKFAST TO CHEESE BOARD: Drizzle over Greek yogurt, pair with aged cheeses or stir into tea. Do not give honey to infants under one year of age.",
        ],
        description:
          "Mediterranean honeys taste of the land where the bees forage: wild thyme on Cretan hillsides, pine forests along Türkiye’s Aegean coast, chestnut groves in Piedmont and orange orchards around Valencia. We work with beekeepers who move their hives with the seasons and extract their honey without heat or blending. Every lot is independently tested before import, so what is on the label is what is in the jar.",
      },
    },
    {
      id: "spices",
      name: "Spices",
      tagline: "Vivid, traceable and freshly packed",
      description:
        "Urfa and Maraş chili from southeastern Türkiye, sumac and za’atar from Lebanon, saffron from La Mancha, smoked pimentón de la Vera, Greek mountain oregano and ras el hanout blended in Marrakech. We buy whole harvests from known growers, pack them in small lots and test every lot for purity, because spices are among the most frequently adulterated foods.",
      origins: [
        "Şanlıurfa, Türkiye",
        "Kahramanmaraş, Türkiye",
        "Bekaa Valley, Lebanon",
        "La Mancha, Spain",
        "Extremadura, Spain",
        "Taygetus, Greece",
        "Marrakech, Morocco",
      ],
      highlights: [
        "Single-origin, traceable lots",
        "Tested for purity and adulteration",
        "Packed in small batches for freshness",
      ],
      storeCopy: {
        title: "Mediterranean Spice Collection – Urfa Chili, Sumac, Za’atar, Saffron and Smoked Pimentón",
        bullets: [
          "SINGLE-ORIGIN SPICES: Urfa and Maraş chili from Türkiye, sumac and za’atar from Lebanon, saffron from La Mancha and smoked pimentón from La Vera.",
          "TESTED FOR PURITY: Every lot is checked for added colours, fillers and contaminants, because saffron, paprika and oregano are among the most often adulterated foods.",
          "FRESHLY PACKED: Small batches packed close to harvest to keep colour, aroma and essential oils at their peak.",
          "AUTHENTIC BLENDS: Za’atar mixed the Lebanese way with wild thyme, sumac and toasted sesame, and a ras el hanout blended in Marrakech.",
          "EASY TO USE: Resealable jars and pouches. Sprinkle over grilled meats, vegetables, eggs, dips and flatbreads; store away from heat and light.",
        ],
        description:
          "Spices lose their character quickly and are easy to adulterate, so we buy them the way we buy olive oil: from known growers, by harvest, in small lots. Our collection includes fruity Urfa and Maraş chili from southeastern Türkiye, tangy sumac and a traditional za’atar from Lebanon, saffron threads from La Mancha, smoked pimentón de la Vera, Greek mountain oregano and a ras el hanout blended in Marrakech. Each one is tested for purity and packed fresh, for bright flavour in every pinch.",
      },
    },
    {
      id: "wines",
      name: "Wines",
      tagline: "Indigenous grapes from historic vineyards",
      description:
        "Assyrtiko from Santorini, Xinomavro from Naoussa, Nero d’Avola from Sicily, Plavac Mali from the Dalmatian coast, Touriga Nacional from the Douro, red blends from Lebanon’s Bekaa Valley and Commandaria from Cyprus. We represent family wineries that work with indigenous grapes; their wines are sold through the LCBO, the SAQ and other licensed channels.",
      origins: [
        "Santorini, Greece",
        "Naoussa, Greece",
        "Sicily, Italy",
        "Dalmatia, Croatia",
        "Douro, Portugal",
        "Bekaa Valley, Lebanon",
        "Limassol, Cyprus",
      ],
      highlights: ["Indigenous grape varieties", "Family and estate wineries", "Through the LCBO, the SAQ and licensed agents"],
      storeCopy: {
        title: "Mediterranean Wine Portfolio – Assyrtiko, Xinomavro, Nero d’Avola, Plavac Mali and More",
        bullets: [
          "INDIGENOUS GRAPES: Varieties grown for centuries in their home soils — Assyrtiko from Santorini, Xinomavro from Naoussa, Nero d’Avola from Sicily and Plavac Mali from Dalmatia.",
          "FAMILY WINERIES: Estate wines from independent producers who farm their own vineyards and make wine in small volumes.",
          "A SENSE OF PLACE: Volcanic whites, sun-drenched reds and historic sweet wines such as Commandaria from Cyprus, one of the oldest named wines in the world.",
          "MADE FOR FOOD: Crisp whites for seafood and meze, structured reds for grilled lamb and aged cheeses.",
          "SOLD THROUGH LICENSED CHANNELS: Available in Canada only through the LCBO, the SAQ, other provincial liquor authorities and licensed establishments. For adults of legal drinking age. Please enjoy responsibly.",
        ],
        description:
          "Our wine portfolio follows the Mediterranean from Santorini to the Douro, with a focus on family estates and grape varieties found nowhere else. From the mineral Assyrtiko of Santorini’s volcanic soils to Plavac Mali from the Dalmatian coast and red blends from the Bekaa Valley, each wine is chosen to express its place and to pair naturally with Mediterranean cooking. In Canada, our wines are available only through provincial liquor authorities such as the LCBO and the SAQ, and through licensed establishments.",
      },
    },
  ],

  services: [
    {
      id: "import",
      title: "Import and logistics",
      summary: "We act as your importer of record and manage every step from the producer’s dock to our Ottawa warehouse.",
      points: [
        "Producer visits, supplier vetting and sampling across the Mediterranean",
        "Full-container and consolidated shipments through the ports of Montréal and Halifax",
        "Customs clearance, tariff classification and CETA preferential origin",
        "Volume planning within Canada’s tariff-rate quotas for cheese",
      ],
    },
    {
      id: "regulatory",
      title: "Regulatory and labelling",
      summary: "We make your products compliant before they ship, so nothing is held at the border or pulled from the shelf.",
      points: [
        "Review against the Safe Food for Canadians Regulations and the Food and Drug Regulations",
        "Bilingual English and French labels that meet federal and Quebec requirements",
        "Nutrition facts tables, ingredient lists, allergen statements and front-of-package nutrition symbols",
        "Preventive control plans and traceability records ready for CFIA inspection",
      ],
    },
    {
      id: "distribution",
      title: "Warehousing and distribution",
      summary: "From our warehouse in Ottawa, we deliver across Ontario and Quebec and ship nationally through trusted carriers.",
      points: [
        "Ambient, chilled and temperature-controlled storage in Ottawa",
        "Unbroken cold chain for cheeses and chilled products, with temperature logs",
        "Weekly routes serving Ottawa–Gatineau, Montréal and Toronto",
        "National reach through partner carriers, with lot tracking on every order",
      ],
    },
    {
      id: "marketing",
      title: "Brand launch and marketing",
      summary: "We position your brand for Canadian buyers and shoppers, in both official languages.",
      points: [
        "Market positioning, pricing strategy and launch plans",
        "Trade-show presence at SIAL Canada and regional buyer events",
        "In-store demos, tastings and chef sessions",
        "Bilingual sales sheets, social content and brand-store assets",
      ],
    },
    {
      id: "placement",
      title: "Retail and foodservice placement",
      summary: "We open doors with buyers who already trust us, and we keep your products moving once they are listed.",
      points: [
        "Listings with national and regional grocery chains",
        "Independent fine-food shops, delis and cheese counters",
        "Restaurants, hotels and caterers",
        "Wine listings and private imports through the LCBO and the SAQ",
      ],
    },
  ],

  process: [
    {
      step: 1,
      title: "Discover",
      description:
        "We taste your products, study your range and pricing, and tell you honestly where they fit in the Canadian market, and where they don’t.",
    },
    {
      step: 2,
      title: "Comply",
      description:
        "We review recipes and labels, adapt packaging to bilingual and CFIA requirements, and prepare the paperwork before the first pallet ships.",
    },
    {
      step: 3,
      title: "Launch",
      description:
        "We import, store and introduce your products to the buyers we work with, backed by tastings, demos and trade shows.",
    },
    {
      step: 4,
      title: "Grow",
      description: "We track sell-through, plan reorders and widen your distribution region by region as demand builds.",
    },
  ],

  audiences: [
    {
      id: "brands",
      title: "Mediterranean brands",
      description:
        "Enter Canada with one partner for import, compliance, distribution and sales, without building a local team before you have customers.",
    },
    {
      id: "retailers",
      title: "Retailers",
      description:
        "A curated, compliant range with bilingual labels, reliable lead times and consolidated deliveries, whether you run one fine-food shop or a regional chain.",
    },
    {
      id: "foodservice",
      title: "Restaurants and hotels",
      description:
        "Chef-grade oils, cheeses and pantry staples in kitchen formats, delivered on schedule with the cold chain intact.",
    },
    {
      id: "producers",
      title: "Producers",
      description:
        "Family estates and cooperatives: we bring your harvest to Canadian buyers on fair, transparent terms, with a long-term view.",
    },
    {
      id: "consumers",
      title: "Food lovers",
      description:
        "Find our products in fine-food shops, grocery stores and on restaurant menus across Canada, and ask for them by name.",
    },
  ],

  brandStory: {
    title: "From family groves to Canadian tables",
    paragraphs: [
      "{company} began in 2016 with a single container of olive oil from two family estates in Messinia and Puglia, delivered to a handful of fine-food shops in Ottawa. The shops asked for more, and so did their customers.",
      "Along the way, we learned that great Mediterranean producers rarely struggle with quality. What holds them back is everything in between: Canadian regulations, bilingual labels, cold-chain logistics and the relationships it takes to earn a place on a shelf or a menu. We built our company to take care of that in-between.",
      "Today we work with producers from ten Mediterranean countries and supply retailers, restaurants and hotels across Canada from our warehouse in Ottawa. We still choose every product the same way: we visit, we taste, and we only bring home what we would serve at our own table.",
    ],
    milestones: [
      {
        year: 2016,
        text: "Founded in Ottawa; our first container of olive oil arrives from Messinia and Puglia.",
      },
      {
        year: 2018,
        text: "Cheeses and preserves join the range, with our first listings in fine-food shops in Ottawa and Montréal.",
      },
      {
        year: 2019,
        text: "Licensed under the new Safe Food for Canadians Regulations; regulatory and labelling services open to partner brands.",
      },
      {
        year: 2020,
        text: "Our temperature-controlled warehouse opens in Ottawa, keeping grocers and restaurants supplied through the pandemic.",
      },
      {
        year: 2022,
        text: "First exhibit at SIAL Canada and first wine listings through the LCBO and the SAQ.",
      },
      {
        year: 2023,
        text: "Listings with regional grocery chains in Ontario and Quebec, and national distribution through partner carriers.",
      },
      {
        year: 2025,
        text: "More than 40 producer partners in ten countries, and a new client portal for our business customers.",
      },
    ],
  },

  founder: {
    name: "Eleni Markou",
    image: "/images/team/eleni-markou.svg",
    role: "Founder and President",
    bio: [
      "Eleni Markou grew up between Ottawa and Messinia, in southern Greece, where her grandparents pressed olives from the family grove every November. Her summers meant harvests, visits to village cheesemakers and jars of thyme honey carried home in suitcases.",
      "After studying international business and spending eight years in food importing and grocery category management, she saw how many excellent Mediterranean producers were kept out of Canada by regulations, labelling and logistics, not by the quality of their products.",
      "She founded {company} in 2016 to close that gap. She still visits producers every harvest season and tastes every new product before it joins the range.",
    ],
    quote:
      "A great olive oil shouldn’t need a great lawyer to reach a Canadian kitchen. Our job is to make the journey simple, so the quality can speak for itself.",
  },
};
