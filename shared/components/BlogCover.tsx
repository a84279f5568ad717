import { localCoverSources } from '../blog/blog-rules';

/** A post's cover at 1200×630 (the space is reserved, so nothing shifts), in modern formats when they exist. */
export function BlogCover({ image, alt, sizes, eager = false, className }: { image: string; alt: string; sizes: string; eager?: boolean; className?: string }) {
  const sources = localCoverSources(image);
  const img = (
    <img
      className={className}
      src={image}
      alt={alt}
      width={1200}
      height={630}
      sizes={sources ? sizes : undefined}
      srcSet={sources ? sources.webp : undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'auto' : 'async'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
  if (!sources) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      {img}
    </picture>
  );
}
