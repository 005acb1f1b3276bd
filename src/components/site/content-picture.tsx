import type { ImageView } from "@/lib/content/views";

/**
 * An image from the studio: modern formats as `<source>`s (AVIF, WebP) before the fallback, its
 * alt text in the page's language (empty for the site's decorative drawings). The `<img>` takes
 * the layout props, so it replaces a plain `<img>` one for one.
 */
export function ContentPicture({
  image,
  width,
  height,
  className,
  loading,
  sizes,
}: {
  image: ImageView;
  width: number;
  height: number;
  className?: string;
  loading?: "eager" | "lazy";
  sizes?: string;
}) {
  const img = (
    <img src={image.src} alt={image.alt} width={width} height={height} loading={loading} className={className} sizes={sizes} />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
