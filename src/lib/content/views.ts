import type { ContentEntry, ContentType } from "./catalog";

/** An image as a page draws it: a fallback `src`, modern formats as `<source>`s, and its alt text. */
export interface ImageView {
  src: string;
  /** Empty for the site's own drawings, which are decorative. */
  alt: string;
  sources: { type: string; srcSet: string }[];
  width?: number;
  height?: number;
}

/**
 * A published item as pages use it: its key as `id`, its image fields resolved (an optional one,
 * when chosen), its gallery (`photos`) as the images that resolve, in order.
 */
export type View<T extends ContentType> = {
  [K in keyof ContentEntry<T>]: K extends "image"
    ? ImageView
    : K extends "shareImage"
      ? ImageView | undefined
      : K extends "photos"
        ? ImageView[]
        : ContentEntry<T>[K];
} & { id: string };

/** A product's pictures, cover first: its photos, or its drawing while it has none. */
export function productPictures(product: { image: ImageView; photos: ImageView[] }): [ImageView, ...ImageView[]] {
  const [cover, ...rest] = product.photos;
  return cover ? [cover, ...rest] : [product.image];
}

/** An image as the rich-text renderer takes it (WebP for the srcset, a sensible box when unknown). */
export function richTextImage(image: ImageView | undefined) {
  return (
    image && {
      src: image.src,
      srcSet: image.sources.find((source) => source.type === "image/webp")?.srcSet,
      width: image.width ?? 960,
      height: image.height ?? 540,
      alt: image.alt,
    }
  );
}

export type NewsView = View<"news">;
export type ArticleView = View<"article">;
export type TeamMemberView = View<"team">;
export type PartnerView = View<"partner">;
export type OpportunityView = View<"opportunity">;
export type SolutionView = View<"solution">;
export type StepView = View<"solution-step"> & { step: number };
export type ReasonView = View<"reason">;
export type ProductView = View<"product">;
export type ServiceView = View<"service">;
export type BrandStoryView = View<"brand-story">;
export type FounderView = View<"founder">;
export type HeroView = View<"hero">;
export type AudienceView = View<"audience">;
export type PolicyView = View<"policy">;
export type BrandStoreGuideView = View<"brand-store-guide">;

/** The words above a part of a page (a `section` item); empty when it is not published in the language. */
export interface SectionWords {
  eyebrow: string;
  title: string;
  intro: string;
  /** A line under the part (the contact hours, the catalog's line for clients). */
  note?: string;
  /** A page header's: its page's title and description in search results. */
  searchTitle?: string;
  searchDescription?: string;
}
