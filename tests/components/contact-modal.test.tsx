import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { Header } from '../../shared/components/layout/Header';
import { GetInTouchLink } from '../../shared/components/layout/GetInTouchLink';
import { ContactDialog } from '../../shared/components/contact-modal/ContactDialog';
import { ContactModal } from '../../shared/components/contact-modal/ContactModal';
import { setContactDialogOpener } from '../../shared/components/contact-modal/contact-dialog-opener';
import { startContactLinks } from '../../client/chrome/contact-links';
import { renderAt } from '../support/render-page';
import { json } from '../support/fetch-mock';

function renderHeader() {
  return renderAt('/', {
    Component: () => (
      <>
        <Header />
        <main>
          <p>Home page</p>
          <GetInTouchLink className="page-cta" />
        </main>
        <ContactDialog fallbackFocusId="menu-toggle" />
      </>
    ),
  });
}

const headerLink = () => within(screen.getByRole('banner')).getByRole('link', { name: 'Get in Touch' });

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  const link = headerLink();
  await user.click(link);
  return { link, dialog: await screen.findByRole('dialog', { name: 'Get in touch' }) };
}

// As the browser entry does on every page: the links open the dialog once its island has registered it.
beforeAll(() => startContactLinks(document));

let fetchMock: jest.SpyInstance;
beforeEach(() => {
  fetchMock = jest.spyOn(global, 'fetch');
});
afterEach(() => {
  fetchMock.mockRestore();
  jest.useRealTimers();
});

describe('Get in Touch modal', () => {
  it('keeps Get in Touch a real link to /contact', async () => {
    await renderHeader();
    expect(headerLink()).toHaveAttribute('href', '/contact');
  });

  it('opens from a Get in Touch link elsewhere on the page too, returning focus to it', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const cta = within(screen.getByRole('main')).getByRole('link', { name: 'Get in Touch' });
    await user.click(cta);
    await screen.findByRole('dialog', { name: 'Get in touch' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(cta).toHaveFocus();
  });

  it('is a plain link to /contact, left to the browser, when the page has no contact dialog island (or it has not hydrated yet)', async () => {
    await renderAt('/', { Component: GetInTouchLink });
    const link = screen.getByRole('link', { name: 'Get in Touch' });
    expect(link).toHaveAttribute('href', '/contact');
    let preventedByPage: boolean | undefined;
    // Runs after the page's own listener; it then stops jsdom, which cannot load documents, from trying.
    const afterPage = (event: MouseEvent) => {
      preventedByPage = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', afterPage);
    fireEvent.click(link, { button: 0 });
    document.removeEventListener('click', afterPage);
    expect(preventedByPage).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // The inert page behind it and the page not scrolling are the browser's (showModal) and the stylesheet's: tests/e2e/dialogs.spec.ts.
  it('opens a labelled modal dialog from Get in Touch, focusing the first field', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const { dialog } = await openModal(user);
    expect(window.location.pathname).toBe('/');
    expect(dialog).toHaveProperty('open', true);
    expect(screen.getByLabelText('Name *')).toHaveFocus();
  });

  it('shows the dialog, already built, in the tap itself; closed before React has rendered it open, it stays closed', async () => {
    await renderHeader();
    const dialog = await waitFor(() => {
      const built = document.querySelector<HTMLDialogElement>('dialog.contact-modal');
      if (!built) throw new Error('the dialog is not built yet');
      return built;
    });
    expect(dialog.open).toBe(false);
    // A plain click, outside act(): no React render may run before the checks below.
    headerLink().click();
    expect(dialog.open).toBe(true);
    expect(screen.getByLabelText('Name *')).toHaveFocus();
    dialog.close();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve));
    });
    expect(dialog.open).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed when Escape closes it while its owner is about to render it open (the island hydrating under a dialog already shown)', async () => {
    let setOpen: (open: boolean) => void = () => undefined;
    function Owner() {
      const [open, setState] = useState(false);
      setOpen = setState;
      return <ContactModal open={open} trigger={null} onClose={() => setState(false)} />;
    }
    render(<Owner />);
    const dialog = document.querySelector<HTMLDialogElement>('dialog.contact-modal')!;
    dialog.showModal();
    // In one batch, as in the browser: the island asks to render the dialog open, and Escape's close event reaches
    // the render committed before that, which still has it closed.
    await act(async () => {
      setOpen(true);
      dialog.close();
      // The close event arrives (a microtask in the stand-in) before act renders the update.
      await Promise.resolve();
    });
    expect(dialog.open).toBe(false);
  });

  it('closes on Escape, returning focus to Get in Touch', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const { link } = await openModal(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('closes on the close button and on an overlay click, but not on a click inside', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const { dialog } = await openModal(user);
    await user.click(screen.getByText(/Tell us a little about your business/));
    expect(dialog).toBeInTheDocument();
    // The dialog element fills the viewport around its panel: a click on it, not on the panel, is on the backdrop.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openModal(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('thanks the visitor, then closes itself after 2000 ms', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(json(200, { success: true }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderHeader();
    const { link } = await openModal(user);
    for (const [label, text] of [
      ['Name *', 'Asha Mehta'],
      ['Email *', 'asha@example.com'],
      ['Mobile Number *', '+91 98765 43210'],
      ['Message *', 'Hello'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByText('Thank you! Your message has been sent successfully.')).toBeInTheDocument());
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();

    await openModal(user);
    expect(screen.queryByText('Thank you! Your message has been sent successfully.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name *')).toHaveValue('');
  });

  describe('closed while its message is being sent', () => {
    async function sendThenClose(user: ReturnType<typeof userEvent.setup>) {
      let answer!: (response: Response) => void;
      fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
      await openModal(user);
      for (const [label, text] of [
        ['Name *', 'Asha Mehta'],
        ['Email *', 'asha@example.com'],
        ['Mobile Number *', '+91 98765 43210'],
        ['Message *', 'Hello from Pune'],
      ] as const) {
        await user.click(screen.getByLabelText(label));
        await user.paste(text);
      }
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      return answer;
    }

    it('shows the failure on the next opening, with every value still there', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const user = userEvent.setup();
      await renderHeader();
      const answer = await sendThenClose(user);
      await act(async () => answer(json(503, { success: false })));
      await openModal(user);
      expect(screen.getByRole('alert')).toHaveTextContent('Oops! Something went wrong. Please try again later.');
      expect([screen.getByLabelText('Name *'), screen.getByLabelText('Message *')].map((field) => (field as HTMLInputElement).value)).toEqual(['Asha Mehta', 'Hello from Pune']);
    });

    it('confirms the success on the next opening, then starts a new message', async () => {
      const user = userEvent.setup();
      await renderHeader();
      const answer = await sendThenClose(user);
      await act(async () => answer(json(200, { success: true })));
      await openModal(user);
      expect(screen.getByText('Thank you! Your message has been sent successfully.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await openModal(user);
      expect(screen.queryByText('Thank you! Your message has been sent successfully.')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Name *')).toHaveValue('');
    });

    it('is still "Sending..." when opened again before the answer', async () => {
      const user = userEvent.setup();
      await renderHeader();
      await sendThenClose(user);
      await openModal(user);
      expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      expect(screen.getByLabelText('Message *')).toHaveValue('Hello from Pune');
    });
  });

  describe('opened before its island hydrates (plain DOM code, client/chrome/contact-links.ts)', () => {
    /** The page as the server sent it: the link, the Menu button and the dialog rendered closed, and no React running. */
    function serverRendered() {
      const dialog = renderToStaticMarkup(<ContactModal open={false} trigger={null} fallbackFocusId="menu-toggle" onClose={() => undefined} />);
      document.body.innerHTML = `<a href="/contact" data-contact-dialog="">Get in Touch</a><button type="button" id="menu-toggle">Menu</button>${dialog}`;
      return { link: screen.getByRole('link', { name: 'Get in Touch' }), dialog: document.querySelector<HTMLDialogElement>('dialog.contact-modal')! };
    }
    afterEach(() => {
      setContactDialogOpener(null);
      document.body.innerHTML = '';
    });

    it('closes on its Close button and on a click on its backdrop, not on a click inside, returning focus to the link', async () => {
      const user = userEvent.setup();
      const { link, dialog } = serverRendered();
      await user.click(link);
      expect(dialog.open).toBe(true);
      await user.click(screen.getByText(/Tell us a little about your business/));
      expect(dialog.open).toBe(true);
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(dialog.open).toBe(false);
      await waitFor(() => expect(link).toHaveFocus());

      await user.click(link);
      expect(dialog.open).toBe(true);
      await user.click(dialog);
      expect(dialog.open).toBe(false);
      await waitFor(() => expect(link).toHaveFocus());
    });

    it('gives focus to the Menu button when the link that opened it has since been hidden', async () => {
      const user = userEvent.setup();
      const { link, dialog } = serverRendered();
      await user.click(link);
      link.remove();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus());
    });

    it('leaves Close and the backdrop to the island once it has hydrated and taken the open dialog over', async () => {
      const user = userEvent.setup();
      const { link, dialog } = serverRendered();
      await user.click(link);
      // What the island does on hydrating: it registers its opener, and its own handlers close the dialog from then on.
      setContactDialogOpener(() => undefined);
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await user.click(dialog);
      expect(dialog.open).toBe(true);
    });
  });

  it('leaves a modified click (open in a new tab) to the browser', async () => {
    const user = userEvent.setup();
    await renderHeader();
    let leftToBrowser = false;
    // Runs after the page's own listener; jsdom cannot open tabs, so the default is stopped here once recorded.
    const record = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    await user.keyboard('{Control>}');
    await user.click(headerLink());
    await user.keyboard('{/Control}');
    window.removeEventListener('click', record);
    expect(leftToBrowser).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
