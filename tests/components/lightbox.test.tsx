import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as EventPage } from '../../shared/pages/event/EventPage';
import { renderAt } from '../support/render-page';
import { firstItems } from '../support/must';

async function renderGallery() {
  await renderAt('/events/zoho-books-ahmedabad', { Component: EventPage });
  await screen.findByRole('heading', { level: 2, name: 'Photo gallery' });
  return screen.getAllByRole('link', { name: /^Open photo \d+:/ });
}

describe('event photo grid and lightbox', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('shows 20 lazily loaded photos at 960×720 with AVIF and WebP sources, and no dialog until one is opened', async () => {
    const all = await renderGallery();
    expect(all).toHaveLength(20);
    const buttons = firstItems(all, 20, 'gallery photos');
    expect(buttons[0]).toHaveAccessibleName('Open photo 1: Attendees signing in at the registration desk and collecting name badges');
    const img = within(buttons[4]).getByRole('img');
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('alt', 'Projector screen showing the Zoho Books dashboard during a live demo');
    const sources = [...buttons[4].querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe('/images/event/photo-05-480.avif 480w, /images/event/photo-05-960.avif 960w');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens at the clicked photo, moves with buttons and arrow keys, and wraps 20 → 1 and 1 → 20', async () => {
    const user = userEvent.setup();
    const buttons = firstItems(await renderGallery(), 10, 'gallery photos');

    await user.click(buttons[0]);
    const dialog = screen.getByRole('dialog', { name: 'Event photo viewer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Photo 1 of 20')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Attendees signing in at the registration desk and collecting name badges');

    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByText('Photo 20 of 20')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('Photo 1 of 20')).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Photo 20 of 20')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('Photo 2 of 20')).toBeInTheDocument();
  });

  it('locks page scrolling while open, closes on Escape and returns focus to the photo that opened it', async () => {
    const user = userEvent.setup();
    const buttons = firstItems(await renderGallery(), 10, 'gallery photos');
    document.body.style.overflow = 'auto';

    await user.click(buttons[6]);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Photo 7 of 20')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(dialog).getByRole('button', { name: 'Close photo viewer' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('auto');
    expect(buttons[6]).toHaveFocus();
  });

  it('keeps Tab inside the dialog, and closes from the Close button and from a backdrop click', async () => {
    const user = userEvent.setup();
    const buttons = firstItems(await renderGallery(), 10, 'gallery photos');

    await user.click(buttons[2]);
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close photo viewer' });
    const next = within(dialog).getByRole('button', { name: 'Next photo' });
    await user.tab();
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();

    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(buttons[2]).toHaveFocus();

    await user.click(buttons[9]);
    await user.click(within(screen.getByRole('dialog')).getByText('Photo 10 of 20'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
