import { eventPhotoSize, eventPhotoUrl, eventPhotoWidths } from '../../content/image-sizes';

function srcSet(n: number, format: 'avif' | 'webp'): string {
  return eventPhotoWidths.map((w) => `${eventPhotoUrl(n, w, format)} ${w}w`).join(', ');
}

/** Event photo `n` (1-based) in AVIF or WebP at the width the layout needs, with its 4:3 box reserved. */
export function EventPicture({ n, alt, sizes, eager = false, className }: { n: number; alt: string; sizes: string; eager?: boolean; className?: string }) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(n, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(n, 'webp')} sizes={sizes} />
      <img
        className={className}
        src={eventPhotoUrl(n, eventPhotoSize.width, 'webp')}
        alt={alt}
        width={eventPhotoSize.width}
        height={eventPhotoSize.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        draggable={false}
      />
    </picture>
  );
}
