import { eventPhotoSize, eventPhotoSources } from '../../content/image-sizes';

/** An event photo in AVIF or WebP at the width the layout needs when it has twins, with its 4:3 box reserved. */
export function EventPicture({ image, alt, sizes, eager = false, className }: { image: string; alt: string; sizes: string; eager?: boolean; className?: string }) {
  const sources = eventPhotoSources(image);
  const img = (
    <img className={className} src={image} alt={alt} width={eventPhotoSize.width} height={eventPhotoSize.height} loading={eager ? 'eager' : 'lazy'} decoding="async" draggable={false} />
  );
  if (!sources) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
