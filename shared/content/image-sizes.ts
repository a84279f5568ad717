import { capture } from '../text/capture';

/**
 * Sizes and file conventions of the site's photos, so pages can emit srcset,
 * sizes and width/height attributes and the browser reserves space before an
 * image loads (no layout shift).
 */

/** Widths (px) of an event photo's twins: <name>-480 and <name>-960, each as .webp and .avif. */
export const eventPhotoWidths = [480, 960] as const;

/** The box an event photo is shown in (4:3); other shapes are cropped to it. */
export const eventPhotoSize = { width: 960, height: 720 } as const;

/**
 * An event photo listed as /images/event/<name>-960.webp comes with 480 px
 * twins and AVIF twins beside it; any other file is used as given.
 */
export function eventPhotoSources(image: string): { avif: string; webp: string } | null {
  const match = /^(\/images\/event\/[a-z0-9-]+)-960\.webp$/.exec(image);
  if (!match) return null;
  const base = capture(match, 1);
  const srcSet = (format: string) => eventPhotoWidths.map((w) => `${base}-${w}.${format} ${w}w`).join(', ');
  return { avif: srcSet('avif'), webp: srcSet('webp') };
}
