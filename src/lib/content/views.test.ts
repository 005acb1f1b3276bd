import { describe, expect, it } from "vitest";
import { productPictures, type ImageView } from "./views";

const drawing: ImageView = { src: "/images/catalog/olive.svg", alt: "", sources: [] };
const photo = (alt: string): ImageView => ({
  src: `/media/${alt.length}.jpg`,
  alt,
  sources: [{ type: "image/webp", srcSet: "/media/a.webp 480w, /media/b.webp 960w" }],
});

describe("productPictures", () => {
  it("gives a product's photos in their order, the cover first", () => {
    const photos = [photo("Olives on the branch"), photo("A tin of oil")];
    expect(productPictures({ image: drawing, photos })).toEqual(photos);
  });

  it("falls back to the product's drawing while it has no photo", () => {
    expect(productPictures({ image: drawing, photos: [] })).toEqual([drawing]);
  });
});
