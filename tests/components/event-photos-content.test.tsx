import { screen, within } from '@testing-library/react';
import { Component as EventPage } from '../../shared/routes/event/page';
import { renderAt } from '../support/render-page';
import { firstItems } from '../support/must';

// A firm's own photos (content/event-photos.json, compiled into the event module): one file with no twins (used as given) beside one of the committed photos.
jest.mock('../../shared/content/generated/event', () => {
  const { event } = jest.requireActual<typeof import('../../shared/content/generated/event')>('../../shared/content/generated/event');
  return {
    event: {
      ...event,
      slides: [
        { image: '/images/event/our-team.jpg', alt: 'Our team at the welcome desk', title: 'Welcome to our office', caption: 'A caption written in the content file' },
        { image: '/images/event/photo-03-960.webp', alt: 'Audience seated in rows', title: 'A full room', caption: 'Every seat taken' },
      ],
      photos: [
        { image: '/images/event/our-team.jpg', alt: 'Our team at the welcome desk' },
        { image: '/images/event/photo-03-960.webp', alt: 'Audience seated in rows' },
      ],
    },
  };
});

describe('the event page pictures what the content file lists', () => {
  beforeEach(async () => {
    await renderAt('/events/zoho-books-ahmedabad', { Component: EventPage });
    await screen.findByRole('heading', { level: 2, name: 'Photo gallery' });
  });

  it('shows each carousel entry with its photo, title and caption', () => {
    const carousel = screen.getByRole('region', { name: 'Event moments' });
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(2);
    const [first] = firstItems(slides, 1, 'slides');
    expect(within(first).getByText('A caption written in the content file')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 3, name: 'Welcome to our office' })).toBeInTheDocument();
    const img = within(first).getByRole('img', { hidden: true });
    expect(img).toHaveAttribute('src', '/images/event/our-team.jpg');
    expect(img).toHaveAttribute('alt', 'Our team at the welcome desk');
  });

  it('lists the gallery photos, linking each to its file; only photos with twins get responsive sources', () => {
    const links = screen.getAllByRole('link', { name: /^Open photo \d+:/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/images/event/our-team.jpg', '/images/event/photo-03-960.webp']);
    const [plain, twinned] = firstItems(links, 2, 'photo links');
    expect(plain.querySelector('picture')).toBeNull();
    expect([...twinned.querySelectorAll('source')].map((s) => s.getAttribute('srcset'))).toEqual([
      '/images/event/photo-03-480.avif 480w, /images/event/photo-03-960.avif 960w',
      '/images/event/photo-03-480.webp 480w, /images/event/photo-03-960.webp 960w',
    ]);
  });
});
