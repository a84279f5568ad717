import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as EventPage } from '../../shared/routes/event/page';
import { renderAt } from '../support/render-page';

// jsdom has no PointerEvent; without one, fireEvent drops clientX from pointer events.
beforeAll(() => {
  if (!('PointerEvent' in window)) {
    class PointerEventShim extends MouseEvent {
      pointerId: number;
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'touch';
      }
    }
    Object.assign(window, { PointerEvent: PointerEventShim });
  }
});

async function renderCarousel() {
  await renderAt('/events/zoho-books-ahmedabad', { Component: EventPage });
  const carousel = await screen.findByRole('region', { name: 'Event moments' });
  return carousel;
}

/** The slide a sighted user sees in the centre: the one group not hidden from assistive technology. */
function activeSlide(carousel: HTMLElement): string | null {
  const groups = within(carousel).getAllByRole('group', { hidden: true });
  const visible = groups.filter((g) => g.getAttribute('aria-hidden') !== 'true');
  expect(visible).toHaveLength(1);
  return visible[0]?.getAttribute('aria-label') ?? null;
}

function swipe(stage: Element, deltaX: number) {
  fireEvent.pointerDown(stage, { clientX: 300, pointerId: 1, pointerType: 'touch' });
  fireEvent.pointerUp(stage, { clientX: 300 + deltaX, pointerId: 1, pointerType: 'touch' });
}

describe('event carousel', () => {
  it('is a labelled carousel of five slides that announces the current one', async () => {
    const carousel = await renderCarousel();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    slides.forEach((s) => expect(s).toHaveAttribute('aria-roledescription', 'slide'));
    expect(activeSlide(carousel)).toBe('1 of 5');
    expect(within(carousel).getByText('Slide 1 of 5')).toHaveAttribute('aria-live', 'polite');
  });

  it('wraps at both ends with the previous and next buttons', async () => {
    const user = userEvent.setup();
    const carousel = await renderCarousel();
    const next = within(carousel).getByRole('button', { name: 'Next slide' });
    const prev = within(carousel).getByRole('button', { name: 'Previous slide' });

    await user.click(prev);
    expect(activeSlide(carousel)).toBe('5 of 5');
    expect(within(carousel).getByText('Slide 5 of 5')).toBeInTheDocument();

    await user.click(next);
    expect(activeSlide(carousel)).toBe('1 of 5');
    for (let i = 0; i < 4; i++) await user.click(next);
    expect(activeSlide(carousel)).toBe('5 of 5');
    await user.click(next);
    expect(activeSlide(carousel)).toBe('1 of 5');
  });

  it('moves one slide on a swipe longer than 100 px and ignores shorter ones', async () => {
    const carousel = await renderCarousel();
    const stage = carousel.querySelector('.event-carousel__stage')!;

    swipe(stage, -80);
    expect(activeSlide(carousel)).toBe('1 of 5');
    swipe(stage, -100);
    expect(activeSlide(carousel)).toBe('1 of 5');

    swipe(stage, -150);
    expect(activeSlide(carousel)).toBe('2 of 5');
    swipe(stage, 80);
    expect(activeSlide(carousel)).toBe('2 of 5');
    swipe(stage, 150);
    expect(activeSlide(carousel)).toBe('1 of 5');
    swipe(stage, 150);
    expect(activeSlide(carousel)).toBe('5 of 5');
  });

  it('moves with ArrowLeft and ArrowRight while the carousel has focus', async () => {
    const user = userEvent.setup();
    const carousel = await renderCarousel();
    await user.keyboard('{ArrowRight}');
    expect(activeSlide(carousel)).toBe('1 of 5');

    carousel.focus();
    await user.keyboard('{ArrowRight}');
    expect(activeSlide(carousel)).toBe('2 of 5');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(activeSlide(carousel)).toBe('5 of 5');
  });

  it('keeps every slide caption in the markup, not only the active one', async () => {
    const carousel = await renderCarousel();
    expect(
      within(carousel)
        .getAllByRole('heading', { level: 3, hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['Forming a US company from India', 'Zoho Books, live on screen', 'Running payroll in Zoho Payroll', 'Your questions, answered', 'Thank you, Ahmedabad']);
    expect(within(carousel).getByText(/Attendees and the Ledgerline team/)).toBeInTheDocument();
  });
});
