/**
 * Intrinsic sizes of the generated raster images (see scripts/images/).
 * Page code uses these to emit srcset/sizes and width/height attributes, so
 * the browser can reserve space before the image loads (no layout shift).
 */

/** Widths (px) rendered for every event photo: photo-NN-<w>.webp / .avif. */
export const eventPhotoWidths = [480, 960] as const;

/** Largest event photo size; the aspect ratio is 4:3 at every width. */
export const eventPhotoSize = { width: 960, height: 720 } as const;

/** Number of generated event photos (photo-01 … photo-20). */
export const eventPhotoCount = 20;

/** Largest blog cover size (1.91:1, the usual Open Graph ratio). */
export const blogCoverSize = { width: 1200, height: 630 } as const;

/** Widths rendered for every blog cover: <id>-600.* and <id>.* (1200). */
export const blogCoverWidths = [600, 1200] as const;

/** Public URL of event photo `n` (1-based) at `width` in `format`. */
export function eventPhotoUrl(n: number, width: number, format: 'webp' | 'avif'): string {
  return `/images/event/photo-${String(n).padStart(2, '0')}-${width}.${format}`;
}

/** Public URL of a blog cover; the 1200 px version has no width suffix. */
export function blogCoverUrl(id: string, width: number, format: 'webp' | 'avif'): string {
  return width === blogCoverSize.width ? `/images/blog/${id}.${format}` : `/images/blog/${id}-${width}.${format}`;
}
