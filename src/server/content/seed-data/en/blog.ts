import type { BlogArticle } from "../types";

/** Newest first. The French articles have slugs of their own. */
export const articles: BlogArticle[] = [
  {
    id: "tariff-impact-analysis",
    title: "Canada–US tariffs and CUSMA: what they mean for importers of Mediterranean food",
    slug: "tariff-impact-analysis",
    excerpt:
      "Our olive oils and cheeses come from Europe and North Africa, not the United States, so why did the 2025 trade dispute matter to us at all? A practical analysis of origin rules, counter-tariffs, routing and the CUSMA review, with a checklist for importers.",
    date: "2025-09-15",
    author: "marc-antoine-roy",
    category: "trade-policy",
    featured: true,
    image: "/images/insights/trade.svg",
    content: [
      {
        type: "paragraph",
        text: "Since February 2025, the trade relationship between Canada and the United States has changed more than in the previous thirty years. Washington imposed tariffs on Canadian goods, Ottawa answered with counter-tariffs on American goods, provincial liquor boards pulled American wine and spirits from their shelves, and the Canada–United States–Mexico Agreement (CUSMA) went from a quiet background treaty to the thing every importer and exporter needed to understand.",
      },
      {
        type: "paragraph",
        text: "At first sight, none of this concerns a company like ours. We import olive oil from Greece and Italy, cheese from Italy and Spain, honey from Crete and Türkiye, preserves from Morocco and Tunisia, and wine from across the Mediterranean. Almost nothing we sell is American. Yet over the past months our customers, retail buyers and producer partners have asked us the same questions again and again. This article collects our answers. It reflects the rules in force on September 15, 2025, and it is general information, not legal or customs advice for your particular products.",
      },
      { type: "heading", text: "What happened, in brief" },
      {
        type: "paragraph",
        text: "In March 2025, the United States imposed a 25 per cent tariff on most imports from Canada, with a lower rate on energy and potash. Within days, goods that qualify as originating under CUSMA were exempted, which in practice covered most Canadian exports. On August 1, the rate on Canadian goods that do not qualify under CUSMA rose to 35 per cent. Separate tariffs on steel, aluminum, automobiles and some other products apply regardless of CUSMA.",
      },
      {
        type: "paragraph",
        text: "Canada responded in March with 25 per cent counter-tariffs on about $30 billion of American goods, including many foods and drinks: orange juice, peanut butter, coffee, certain dairy products, wine, beer and spirits. Further counter-tariffs on American steel, aluminum and automobiles followed. In April, the federal government introduced remission for American goods used in Canadian manufacturing, processing and food and beverage packaging. Then, on September 1, Canada removed its counter-tariffs on American goods that qualify under CUSMA, while keeping those on steel, aluminum and automobiles.",
      },
      {
        type: "paragraph",
        text: "Alongside the federal measures, the LCBO, the SAQ and most other provincial liquor boards stopped buying and selling American alcohol in March. Many retailers and restaurants launched or expanded “buy Canadian” programs, and shoppers began reading country-of-origin labels with new attention.",
      },
      { type: "heading", text: "Origin, not the route, decides the tariff" },
      {
        type: "paragraph",
        text: "The single most important principle for an importer is that customs duties follow the origin of the goods, not the country they were shipped from or the company that sold them. A tin of Greek olive oil bought from a distributor in New Jersey is still Greek for Canadian customs. It was never subject to Canada’s counter-tariffs, which applied only to goods originating in the United States.",
      },
      {
        type: "paragraph",
        text: "The same principle works in the other direction. American tariffs on “products of Canada” do not apply to Italian cheese that a Canadian company re-exports to the United States; that cheese pays the rate the United States applies to goods from the European Union. This matters for Canadian importers who also supply American customers: CUSMA does not make European products duty-free in the United States just because they passed through Canada.",
      },
      {
        type: "paragraph",
        text: "Origin gets more complicated when a product is transformed in Canada. A pesto made in Ontario with Italian basil, oil and cheese may or may not be a Canadian-originating good under CUSMA, depending on the product-specific rule of origin, which usually requires a change in tariff classification. If you make products here with Mediterranean ingredients and sell them south of the border, check the rule for your exact tariff item before you assume the CUSMA exemption applies.",
      },
      { type: "heading", text: "Keep your CETA preference: ship direct" },
      {
        type: "paragraph",
        text: "Most European food enters Canada duty-free under the Comprehensive Economic and Trade Agreement with the European Union (CETA), provided the importer can show that the goods originate in the EU, usually with an origin statement from the exporter on the invoice. One detail is easy to overlook: under CETA, goods must travel to Canada without being processed or released into circulation in a third country.",
      },
      {
        type: "paragraph",
        text: "Some importers bring Mediterranean goods in through American ports, usually Newark or New York, and truck them north. That route is legal, but if the goods are stored, relabelled or cleared into the American market on the way, the CETA preference can be lost, and the shipment pays Canada’s most-favoured-nation rate instead. For olive oil that rate is zero anyway, but for preserves, many prepared foods and some cheese outside the quota it is not. In 2025, with American border procedures changing quickly, routing through the United States also added delays and paperwork. We ship through Montréal and Halifax, and we recommend that partners do the same.",
      },
      { type: "heading", text: "Cheese: the quota still matters more than the tariffs" },
      {
        type: "paragraph",
        text: "For European cheese, the dispute changed very little. The real constraint remains Canada’s tariff-rate quota: CETA gives EU cheese a duty-free quota, and imports above it pay over-quota duties of well over 200 per cent. Quota shares are allocated to importers each year, and unused volume can be reallocated. If you plan to launch a cheese in Canada, the question to ask is not “what is the tariff?” but “whose quota will it be imported under, and how much is left?”",
      },
      { type: "heading", text: "Wine: an opening, with limits" },
      {
        type: "paragraph",
        text: "When American wine left the shelves of the LCBO, the SAQ and other liquor boards, buyers went looking for replacements. Mediterranean wines were among the winners: Greek, Portuguese and southern Italian wines offer the quality and value that Californian wines once held at the same price points. Several of our wineries received their first general-list orders in 2025.",
      },
      {
        type: "paragraph",
        text: "That opening is real but should not be overestimated. Liquor boards plan listings many months ahead, shelf space depends on repeat sales, and American products may return. Producers who treat this as a chance to build lasting relationships with Canadian buyers, with consistent supply and support for tastings, will keep their place when the shelves fill up again.",
      },
      { type: "heading", text: "Costs you may not have noticed" },
      {
        type: "paragraph",
        text: "Even for an importer of European goods, the counter-tariffs touched costs at the edges. Much of the packaging used in Canadian warehouses comes from the United States: stretch film, corrugated cartons, labels and some glass. Until the remission order and the September changes, some of these inputs carried a 25 per cent surcharge. The dispute also weakened the Canadian dollar for a time, and most Mediterranean goods are bought in euros, so currency moved landed costs more than any tariff did.",
      },
      {
        type: "list",
        items: [
          "Packaging and supplies from the United States: check whether your suppliers passed on counter-tariffs, and whether remission applied.",
          "Freight: trucking routes that cross the border twice carry extra costs and delays.",
          "Currency: a weaker Canadian dollar against the euro raises landed costs; hedge or agree on prices in Canadian dollars.",
          "Demand: “buy Canadian” programs favour Canadian products, but also European and Mediterranean ones over American ones.",
        ],
      },
      { type: "heading", text: "What to watch: the 2026 CUSMA joint review" },
      {
        type: "paragraph",
        text: "CUSMA provides for a joint review by the three countries by July 1, 2026. Each country must then confirm whether it wishes to extend the agreement for another sixteen years. If one does not, annual reviews follow and uncertainty continues. For importers of Mediterranean food, the outcome matters mainly through three channels: whether the CUSMA exemption from American tariffs survives, which decides the fate of Canadian-made products with imported ingredients; whether rules of origin are tightened for processed foods; and whether supply management for dairy, which sets the cheese quota framework, comes under pressure in the negotiation.",
      },
      {
        type: "paragraph",
        text: "None of these outcomes would change the duty on a bottle of Cretan olive oil entering Canada. But all of them could change what your Canadian customers pay for competing products, how much they want to buy from non-American sources, and whether a Canadian partner remains a good base for reaching the American market.",
      },
      { type: "heading", text: "A checklist for importers" },
      {
        type: "list",
        items: [
          "Confirm the origin of every product you buy, and keep the exporter’s origin statement for every shipment.",
          "Ship European goods directly to a Canadian port, or keep them under customs control in transit, to protect your CETA preference.",
          "Review your tariff classifications: a change of one digit can change both the duty and the rule of origin.",
          "Ask your packaging suppliers where their goods are made and whether they claimed remission.",
          "If you export to the United States, check whether each product qualifies under CUSMA, and budget for the rate that applies if it does not.",
          "For cheese, secure your quota volume before you commit to a launch.",
          "Follow the CUSMA review through the summer of 2026, and plan for more than one outcome.",
        ],
      },
      { type: "heading", text: "How we can help" },
      {
        type: "paragraph",
        text: "Our regulatory team reviews tariff classifications, origin documents and routing for every partner we represent, and we follow trade policy closely so that producers can concentrate on their harvest. If you are unsure how the current rules affect your products, write to us: we will tell you plainly what applies to you, and what does not.",
      },
    ],
  },
  {
    id: "front-of-package-labelling",
    title: "Canada’s front-of-package nutrition symbol: what Mediterranean brands need to change",
    slug: "front-of-package-nutrition-symbol",
    excerpt:
      "Since January 1, 2026, many prepackaged foods sold in Canada must carry a magnifying-glass symbol for saturated fat, sugars or sodium. Here is which of our categories it affects, and which it spares.",
    date: "2025-06-10",
    author: "marc-antoine-roy",
    category: "regulation",
    featured: false,
    image: "/images/solutions/compliance.svg",
    content: [
      {
        type: "paragraph",
        text: "Health Canada’s front-of-package nutrition labelling rules became mandatory on January 1, 2026. Prepackaged foods that meet or exceed set thresholds for saturated fat, sugars or sodium must display a black-and-white magnifying-glass symbol on the principal display panel, with the words “High in” followed by the nutrient, in English and French.",
      },
      { type: "heading", text: "Who is exempt" },
      {
        type: "paragraph",
        text: "The rules include exemptions that matter for Mediterranean foods. Single-ingredient vegetable oils such as olive oil are exempt, as are honey and most single-ingredient spices and herbs. Whole and cut cheeses are also exempt, because of their role as a source of calcium. Wine and other alcoholic drinks fall outside the rules altogether.",
      },
      {
        type: "list",
        items: [
          "Extra virgin olive oil: exempt as a single-ingredient oil.",
          "Honey: exempt, as a sugar-based single ingredient.",
          "Hard and fresh cheeses: exempt, though processed cheese spreads may not be.",
          "Preserves, sauces and spice blends with added salt: often in scope.",
        ],
      },
      { type: "heading", text: "Where the symbol will appear" },
      {
        type: "paragraph",
        text: "The products most likely to need the symbol are the ones we love most in a pantry: olives in brine, capers, anchovies, preserved lemons, harissa and spice blends with added salt. Many of them exceed the sodium threshold per reference amount. The symbol must be placed in the top half or right half of the principal display panel, depending on its shape, and it takes space that producers often use for branding.",
      },
      { type: "heading", text: "What we do for our partners" },
      {
        type: "paragraph",
        text: "We recalculated the nutrient profile of every product in our range against the thresholds in 2025 and prepared new bilingual label files where needed. For most producers, the change meant one new element on an existing Canadian label. If your products are not yet in Canada, we build the symbol into the first label we prepare, so you print once.",
      },
    ],
  },
  {
    id: "harvest-date-olive-oil",
    title: "Why we print the harvest date on every bottle of olive oil",
    slug: "why-harvest-dates-matter",
    excerpt:
      "A best-before date tells you when an olive oil stops being safe to sell, not when it was at its best. The harvest date tells you how fresh it is, and that is the date we want you to read.",
    date: "2025-03-18",
    author: "eleni-markou",
    category: "sourcing",
    featured: false,
    image: "/images/products/olive-oils.svg",
    content: [
      {
        type: "paragraph",
        text: "Every November, my grandparents took their olives to the village mill in Messinia the day they were picked. The oil that came out was green, grassy and so peppery it made you cough. By the summer, the same oil was rounder and gentler, and by the next harvest it had lost most of what made it special. Olive oil is a fresh fruit juice, and it ages.",
      },
      { type: "heading", text: "What the best-before date does not tell you" },
      {
        type: "paragraph",
        text: "In Canada, a best-before date is required on foods that keep for 90 days or less; olive oil keeps longer, so many producers print one anyway, usually 18 to 24 months after bottling, not after harvest. An oil bottled from old stock can carry a best-before date two years away and still be a year old on the day you buy it. The date is honest, but it answers a different question.",
      },
      { type: "heading", text: "What freshness looks like" },
      {
        type: "list",
        items: [
          "Aroma: a fresh extra virgin oil smells of cut grass, green tomato, artichoke or green almond.",
          "Bitterness and pepper: the polyphenols that catch your throat fade with time, and with them part of the health benefits.",
          "Colour is not a guide: producers and tasters judge oil in blue glasses precisely so that colour does not mislead them.",
        ],
      },
      { type: "heading", text: "Our rule" },
      {
        type: "paragraph",
        text: "Every oil we import carries its harvest season on the label, in English and French, next to the best-before date. We bring in each harvest in several shipments rather than one, so what sits in our warehouse is never more than a few months from the mill, and we stop selling an oil to retailers when the next harvest arrives. Look for the harvest date, and choose the most recent one you can find. Your salad will taste the difference.",
      },
    ],
  },
  {
    id: "what-buyers-look-for",
    title: "What Canadian grocery buyers look for in a new Mediterranean brand",
    slug: "what-canadian-buyers-look-for",
    excerpt:
      "After hundreds of buyer meetings, we know what gets a product listed and what gets it delisted. Quality is the entry ticket; supply, margin and support decide the rest.",
    date: "2024-11-26",
    author: "sofia-haddad",
    category: "market-trends",
    featured: false,
    image: "/images/solutions/brand-growth.svg",
    content: [
      {
        type: "paragraph",
        text: "Producers often arrive in Canada convinced that their product will sell itself. Usually it is excellent, and usually that is not enough. Buyers at chains and fine-food shops see dozens of excellent products every month. Here is what makes them say yes, and what makes them say yes again a year later.",
      },
      { type: "heading", text: "A clear reason to be on the shelf" },
      {
        type: "paragraph",
        text: "A buyer manages a category, not a product. The first question is always what your product does for the category: a price point that is missing, an origin shoppers ask for, a format that suits kitchens, a story staff can tell in one sentence. “The best feta” is not an answer; “a barrel-aged PDO feta at a price between the two we carry” is.",
      },
      { type: "heading", text: "Margin and a realistic shelf price" },
      {
        type: "paragraph",
        text: "Canadian retailers expect margins that surprise many European producers, and the shelf price must still make sense next to the competition. We build the price from the producer’s door to the shelf before the first meeting, including freight, duties, warehousing, distribution and the retailer’s margin, so that nobody is surprised later.",
      },
      { type: "heading", text: "Supply they can count on" },
      {
        type: "list",
        items: [
          "Stock in Canada before the listing starts, not on a ship.",
          "Lead times that hold through the holidays and the summer.",
          "Bilingual labels and complete product data from day one.",
        ],
      },
      { type: "heading", text: "Support after the listing" },
      {
        type: "paragraph",
        text: "A new product that does not move in its first three months is at risk. Tastings, staff training, a promotion in the flyer and a steady presence on social media give it time to find its customers. Brands that plan for this from the start are the ones still on the shelf a year later.",
      },
    ],
  },
];
