import path from 'node:path';
import sharp from 'sharp';
import { eventPhotoCount, eventPhotoSize, eventPhotoWidths } from '../../shared/content/image-sizes';
import { renderEventScene } from './event-scenes';
import { mapLimit, publicDir, writeOutput, type WrittenFile } from './output';

export { eventPhotoSize, eventPhotoWidths };

/** Encoder settings: flat artwork compresses well, so modest quality stays crisp and small. */
export const EVENT_PHOTO_QUALITY = { avif: 50, webp: 70 } as const;

/**
 * Render the event photo illustrations and write, for n = 01…20 and each width in
 * eventPhotoWidths, public/images/event/photo-NN-<width>.webp and .avif (4:3).
 */
export async function generateEventPhotos(count: number = eventPhotoCount): Promise<WrittenFile[]> {
  const outDir = path.join(publicDir, 'images', 'event');
  const jobs = Array.from({ length: count }, (_, i) => i);
  const perPhoto = await mapLimit(jobs, 4, async (i) => {
    const nn = String(i + 1).padStart(2, '0');
    const written: WrittenFile[] = [];
    for (const width of eventPhotoWidths) {
      const height = Math.round((width * eventPhotoSize.height) / eventPhotoSize.width);
      // Render the SVG directly at the target width (crisper than downscaling).
      const raster = await sharp(Buffer.from(renderEventScene(i, width)))
        .resize(width, height)
        .removeAlpha()
        .toBuffer();
      const webp = await sharp(raster).webp({ quality: EVENT_PHOTO_QUALITY.webp, effort: 6, smartSubsample: true }).toBuffer();
      const avif = await sharp(raster).avif({ quality: EVENT_PHOTO_QUALITY.avif, effort: 5 }).toBuffer();
      written.push(await writeOutput(path.join(outDir, `photo-${nn}-${width}.webp`), webp));
      written.push(await writeOutput(path.join(outDir, `photo-${nn}-${width}.avif`), avif));
    }
    return written;
  });
  return perPhoto.flat();
}
