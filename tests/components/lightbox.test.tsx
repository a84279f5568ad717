import { screen, within } from '@testing-library/react';
import { must } from '../support/must';
import userEvent from '@testing-library/user-event';
import { Component as EventPage } from '../../shared/routes/event/page';
import { renderAt } from '../support/render-page';

async function renderGallery() {
  await renderAt('/events/zoho-books-ahmedabad', { Component: EventPage });
  await screen.findByRole('heading', { level: 2, name: 'Photo gallery' });
  return screen.getAllByRole('link', { name: /^Open photo \d+:/ });
}

describe('event photo grid and lightbox', () => {
  it('shows 20 lazily loaded photos at 960×720 with AVIF and WebP sources, and no dialog until one is opened', async () => {
    const buttons = await renderGallery();
    expect(buttons).toHaveLength(20);
    expect(must(buttons[0], 'photo button 0')).toHaveAccessibleName('Open photo 1: Attendees signing in at the registration desk and collecting name badges');
    const img = within(must(buttons[4], 'photo button 4')).getByRole('img');
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('alt', 'Projector screen showing the Zoho Books dashboard during a live demo');
    const sources = must(buttons[4], 'photo button 4').querySelectorAll('source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe('/images/event/photo-05-480.avif 480w, /images/event/photo-05-960.avif 960w');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens at the clicked photo, moves with buttons and arrow keys, and wraps 20 → 1 and 1 → 20', async () => {
    const user = userEvent.setup();
    const buttons = await renderGallery();

    await user.click(must(buttons[0], 'photo button 0'));
    const dialog = screen.getByRole('dialog', { name: 'Event photo viewer' });
    expect(dialog).toHaveProperty('open', true);
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

  it('focuses its Close button, closes on Escape and returns focus to the photo that opened it', async () => {
    const user = userEvent.setup();
    const buttons = await renderGallery();

    await user.click(must(buttons[6], 'photo button 6'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Photo 7 of 20')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close photo viewer' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(must(buttons[6], 'photo button 6')).toHaveFocus();
  });

  it('closes from the Close button and from a backdrop click, not from a click on the photo', async () => {
    const user = userEvent.setup();
    const buttons = await renderGallery();

    await user.click(must(buttons[2], 'photo button 2'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close photo viewer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(must(buttons[2], 'photo button 2')).toHaveFocus();

    await user.click(must(buttons[9], 'photo button 9'));
    await user.click(within(screen.getByRole('dialog')).getByText('Photo 10 of 20'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('img'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The dialog element fills the viewport around its panel: a click on it, not on the panel, is on the backdrop.
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(must(buttons[9], 'photo button 9')).toHaveFocus();
  });
});
