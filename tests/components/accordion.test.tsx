import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as ServicePage } from '../../shared/pages/service/ServicePage';
import { servicePaths } from '../../shared/site-paths';
import { renderWithRouter } from '../support/render-page';

function renderService(path: string) {
  return renderWithRouter(
    servicePaths.map((p) => ({ path: p, Component: ServicePage })),
    [path],
  );
}

function faqButtons() {
  const faq = screen.getByRole('heading', { level: 2, name: /questions$/ }).closest('section') as HTMLElement;
  return within(faq).getAllByRole('button');
}

describe('service page FAQ accordion', () => {
  it.each([
    ['/bookkeeping', 4],
    ['/cfo-advisory', 4],
    ['/zoho-advisory', 4],
    ['/tax-return', 8],
    ['/usa-company-formation', 4],
  ])('%s renders %i questions, each an h3 with a button, all answers in the DOM but hidden', async (path, count) => {
    await renderService(path);
    const buttons = await screen.findAllByRole('button', { expanded: false });
    expect(faqButtons()).toHaveLength(count);
    expect(buttons).toHaveLength(count);
    for (const button of buttons) {
      expect(button.parentElement?.tagName).toBe('H3');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
      expect(panel).not.toBeVisible();
      expect(panel?.textContent?.length).toBeGreaterThan(40);
    }
  });

  it('opens one answer at a time, and clicking the open question closes it', async () => {
    const user = userEvent.setup();
    await renderService('/tax-return');
    const [first, second] = await screen.findAllByRole('button', { expanded: false });
    const panelOf = (b: HTMLElement) => document.getElementById(b.getAttribute('aria-controls') ?? '') as HTMLElement;

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(first)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Which tax returns do you prepare?' })).toHaveTextContent('Form 1065');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(second)).toBeVisible();
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(first)).not.toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(second)).not.toBeVisible();
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('opens with Enter and Space, and arrow keys, Home and End move between questions', async () => {
    const user = userEvent.setup();
    await renderService('/bookkeeping');
    const buttons = await screen.findAllByRole('button', { expanded: false });
    buttons[0].focus();
    await user.keyboard('{Enter}');
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(buttons[1]).toHaveAttribute('aria-expanded', 'true');
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(buttons[3]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(buttons[3]).toHaveFocus();
    fireEvent.keyDown(buttons[3], { key: 'Home' });
    expect(buttons[0]).toHaveFocus();
  });

  it('shows the hero, a See Plan link to /pricing under the FAQ and links to the other four services', async () => {
    await renderService('/bookkeeping');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Monthly bookkeeping');
    const seePlan = screen.getAllByRole('link', { name: 'See Plan' });
    expect(seePlan).toHaveLength(2);
    seePlan.forEach((link) => expect(link).toHaveAttribute('href', '/pricing'));
    expect(screen.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
    const others = within(screen.getByRole('navigation', { name: 'Other services' })).getAllByRole('link');
    expect(others.map((a) => a.getAttribute('href'))).toEqual(['/cfo-advisory', '/zoho-advisory', '/tax-return', '/usa-company-formation']);
  });
});
