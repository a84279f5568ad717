import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as ServicePage } from '../../shared/routes/service/page';
import { renderAt } from '../support/render-page';
import { firstItems } from '../support/must';
import { startAccordions } from '../../client/accordion';

// What the entry starts on every page: the arrow keys, and one answer at a time where a browser ignores `name`.
beforeAll(() => startAccordions(document));

function renderService(path: string) {
  return renderAt(path, { Component: ServicePage });
}

function faqItems() {
  const faq = screen.getByRole('heading', { level: 2, name: /questions$/ }).closest('section')!;
  return Array.from(faq.querySelectorAll('details'));
}

const summaryOf = (item: HTMLDetailsElement) => item.querySelector('summary')!;

describe('service page FAQ accordion', () => {
  it.each([
    ['/bookkeeping', 4],
    ['/cfo-advisory', 4],
    ['/zoho-advisory', 4],
    ['/tax-return', 8],
    ['/usa-company-formation', 4],
  ])('%s renders %i questions, each an h3 in a <summary>, all answers in the DOM and closed', async (path, count) => {
    await renderService(path);
    await screen.findByRole('heading', { level: 2, name: /questions$/ });
    const items = faqItems();
    expect(items).toHaveLength(count);
    expect(new Set(items.map((item) => item.getAttribute('name'))).size).toBe(1);
    for (const item of items) {
      expect(item.open).toBe(false);
      expect(within(summaryOf(item)).getByRole('heading', { level: 3 }).textContent?.length).toBeGreaterThan(10);
      expect(item.querySelector('.accordion__panel')?.textContent?.length).toBeGreaterThan(40);
    }
  });

  it('opens one answer at a time, and clicking the open question closes it', async () => {
    const user = userEvent.setup();
    await renderService('/tax-return');
    await screen.findByRole('heading', { level: 2, name: /questions$/ });
    const [first, second] = firstItems(faqItems(), 2, 'questions');

    await user.click(summaryOf(first));
    expect(first.open).toBe(true);
    expect(first).toHaveTextContent('Form 1065');

    await user.click(summaryOf(second));
    expect(second.open).toBe(true);
    expect(first.open).toBe(false);

    await user.click(summaryOf(second));
    expect(faqItems().filter((item) => item.open)).toHaveLength(0);
  });

  it('arrow keys, Home and End move between questions', async () => {
    await renderService('/bookkeeping');
    await screen.findByRole('heading', { level: 2, name: /questions$/ });
    const summaries = firstItems(faqItems().map(summaryOf), 4, 'questions');
    summaries[0].focus();
    fireEvent.keyDown(summaries[0], { key: 'ArrowDown' });
    expect(summaries[1]).toHaveFocus();
    fireEvent.keyDown(summaries[1], { key: 'End' });
    expect(summaries[3]).toHaveFocus();
    fireEvent.keyDown(summaries[3], { key: 'ArrowDown' });
    expect(summaries[0]).toHaveFocus();
    fireEvent.keyDown(summaries[0], { key: 'ArrowUp' });
    expect(summaries[3]).toHaveFocus();
    fireEvent.keyDown(summaries[3], { key: 'Home' });
    expect(summaries[0]).toHaveFocus();
  });

  it('shows the hero, a See Plan link to /pricing under the FAQ and links to the other four services', async () => {
    await renderService('/bookkeeping');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Monthly bookkeeping');
    const seePlan = screen.getAllByRole('link', { name: 'See Plan' });
    expect(seePlan).toHaveLength(2);
    seePlan.forEach((link) => expect(link).toHaveAttribute('href', '/pricing'));
    expect(screen.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
    const others = within(screen.getByRole('navigation', { name: 'Other services' })).getAllByRole('link');
    expect(others.map((a) => a.getAttribute('href'))).toEqual(['/usa-company-formation', '/tax-return', '/cfo-advisory', '/zoho-advisory']);
  });
});
