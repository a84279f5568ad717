import { existsSync } from 'node:fs';
import path from 'node:path';
import eventPhotos from '../../content/event-photos.json';
import { eventPhotoSources } from '../../shared/content/image-sizes';

const inPublic = (url: string) => existsSync(path.join('public', url));
const entries = [...eventPhotos.carousel, ...eventPhotos.gallery];

describe('content/event-photos.json', () => {
  it('names files that exist under public/, each with alt text', () => {
    for (const photo of entries) {
      expect([photo.image, inPublic(photo.image)]).toEqual([photo.image, true]);
      expect(photo.alt.trim()).not.toBe('');
    }
  });

  it('gives every carousel slide a title and a caption', () => {
    for (const slide of eventPhotos.carousel) expect([slide.title.trim() !== '', slide.caption.trim() !== '']).toEqual([true, true]);
  });

  it('has every twin a listed photo promises', () => {
    for (const photo of entries) {
      const sources = eventPhotoSources(photo.image);
      const files = sources ? [...sources.avif.split(', '), ...sources.webp.split(', ')].map((s) => s.split(' ', 1)[0] ?? '') : [];
      for (const file of files) expect([file, inPublic(file)]).toEqual([file, true]);
    }
  });
});
