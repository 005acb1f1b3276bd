import type { BrandStoreGuide } from "../types";

export const brandStore: BrandStoreGuide = {
  title: "Amazon brand-store assets",
  intro:
    "Everything a retail partner or marketplace team needs to build a {company} brand store on Amazon.ca or Amazon.com: our logo, one image per product category, and listing copy for each category in English and French, ready to paste.",
  setupTime: "45–60 minutes",
  headings: { contents: "What is inside", categories: "Product categories", steps: "Setup steps", tips: "Good to know" },
  contents: [
    "The {company} logo as SVG (any size) and PNG (1160 × 320 px, transparent), plus the round logo mark as SVG and PNG (800 × 800 px) for the store header and profile",
    "One image per product category, PNG 1600\u00A0×\u00A01200\u00A0px: olive oils, cheeses, preserves, honeys, spices and wines",
    "Listing copy for each category in English and in French: a title, five bullet points and a description",
    "A README (English) and a LISEZMOI (French) with these setup steps",
  ],
  steps: [
    {
      title: "Check your Brand Registry access",
      detail:
        "Sign in to Seller Central or Vendor Central with an account that has a Brand Registry role for {company}. If you do not have one, write to us and we will add your account to our brand.",
    },
    {
      title: "Create the store and set the brand header",
      detail:
        "Open Stores, then Create Store, and choose {company}. Upload logo-mark.png as the brand logo and use logo.png in the header tile. Pick the Marquee template for a clean first page.",
    },
    {
      title: "Add one page per product category",
      detail:
        "Create six sub-pages: olive oils, cheeses, preserves, honeys, spices and wines. On each page, add an image tile with the category’s PNG from the images folder and an image-with-text tile for its story.",
    },
    {
      title: "Paste the category copy",
      detail:
        "Open the category’s file in copy/en (or copy/fr for the French store) and paste the title, the five bullets and the description into the matching tiles. The copy fits Amazon’s length limits as written.",
    },
    {
      title: "Add the products to each page",
      detail:
        "Add a product grid to each category page and select the ASINs of that category. Products that are not yet listed can be added later without changing the layout.",
    },
    {
      title: "Preview on desktop and mobile, then submit",
      detail:
        "Preview every page in both views, check that each image and text is legible on a phone, then submit the store for moderation. Amazon usually reviews a new store within 24 to 72 hours.",
    },
  ],
  tips: [
    "Keep the PNG files as delivered: they are sized for Amazon’s tiles and will stay sharp on large screens.",
    "For the French store on Amazon.ca, use the copy/fr files and the same images; the logo works in both languages.",
    "Questions or a product to add? Write to {contactEmail} and our team will answer within two business days.",
  ],
};
