import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startPhoneMenu } from '../../client/chrome/phone-menu';
import { startServicesMenu } from '../../client/chrome/services-menu';
import { Header } from '../../shared/components/layout/Header';
import { renderAt } from '../support/render-page';

/** The header as the server sends it, with the entry's plain DOM code started on it (no React handlers of its own). */
async function renderHeader() {
  await renderAt('/', {
    Component: () => (
      <>
        <Header />
        <main>
          <a href="/elsewhere">Elsewhere</a>
        </main>
      </>
    ),
  });
  startPhoneMenu(document);
  startServicesMenu(document);
}

// jsdom has no popover API: these stand in for the browser's, recording what the page asks of it.
let open: boolean;
beforeEach(() => {
  open = false;
  HTMLElement.prototype.hidePopover = function hidePopover() {
    open = false;
  };
  window.matchMedia = () => ({ matches: false, addEventListener() {} }) as unknown as MediaQueryList;
});

/** What the browser does when Menu opens the popover: it shows, then fires toggle. */
function openPhoneMenu(nav: HTMLElement) {
  open = true;
  nav.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open', oldState: 'closed' }));
}

const nav = () => screen.getByRole('navigation', { name: 'Main', hidden: true });
const dropdown = () => document.querySelector<HTMLDetailsElement>('details.services-menu')!;

describe('the phone menu, without React', () => {
  it('moves focus to its first link when it opens', async () => {
    await renderHeader();
    openPhoneMenu(nav());
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('closes when a link in it is followed, and when focus leaves it for the page', async () => {
    await renderHeader();
    const user = userEvent.setup();
    openPhoneMenu(nav());
    nav().addEventListener('click', (event) => event.preventDefault());
    await user.click(within(nav()).getByRole('link', { name: 'Pricing' }));
    expect(open).toBe(false);

    openPhoneMenu(nav());
    screen.getByRole('link', { name: 'Elsewhere' }).focus();
    expect(open).toBe(false);
  });
});

describe('the Services dropdown, without React', () => {
  it('opens on a mouse hover and stays open for the click that follows, closes on leaving and on a press outside', async () => {
    await renderHeader();
    const user = userEvent.setup();
    const summary = dropdown().querySelector('summary')!;
    await user.hover(summary);
    expect(dropdown().open).toBe(true);
    await user.click(summary);
    expect(dropdown().open).toBe(true);
    await user.unhover(dropdown());
    expect(dropdown().open).toBe(false);
    await user.click(summary);
    expect(dropdown().open).toBe(true);
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('main') });
    expect(dropdown().open).toBe(false);
  });

  it('works with the arrow keys, and Escape closes it (not the phone menu) with focus back on Services', async () => {
    await renderHeader();
    const user = userEvent.setup();
    const summary = dropdown().querySelector('summary')!;
    summary.focus();
    await user.keyboard('{ArrowDown}');
    expect(dropdown().open).toBe(true);
    const links = within(dropdown()).getAllByRole('link');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(links.at(-1)).toHaveFocus();
    let escapeReachedPage = false;
    document.addEventListener('keydown', () => (escapeReachedPage = true), { once: true });
    await user.keyboard('{Escape}');
    expect(dropdown().open).toBe(false);
    expect(summary).toHaveFocus();
    expect(escapeReachedPage).toBe(false);
  });

  it('closes once a link in it is followed', async () => {
    await renderHeader();
    const user = userEvent.setup();
    dropdown().open = true;
    dropdown().addEventListener('click', (event) => event.preventDefault());
    await user.click(within(dropdown()).getAllByRole('link')[0]!);
    expect(dropdown().open).toBe(false);
  });
});
