import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactDialog } from '../../shared/components/contact-modal/ContactDialog';
import { startContactLinks } from '../../client/chrome/contact-links';
import { Component as PricingPage } from '../../shared/routes/pricing/page';
import * as ContactPage from '../../shared/routes/contact/page';
import { plans } from '../../shared/content/generated/pricing';
import { talkMessage } from '../../shared/pricing/talk-to-us';
import { loader as pricingLoader } from '../../shared/routes/pricing/page.server';
import { formPageRoute } from '../../server/forms/form-page-route.server';
import { contactPrefill } from '../../shared/routes/contact/contact-prefill.server';
import { renderAt } from '../support/render-page';

// Role queries over a whole page are slow in jsdom.
configure({ asyncUtilTimeout: 5000 });

function renderPricing() {
  return renderAt('/pricing', {
    Component: () => (
      <>
        <PricingPage />
        <ContactDialog />
      </>
    ),
    loader: pricingLoader,
  });
}

// As the browser entry does on every page: the links open the dialog once its island has registered it.
beforeAll(() => startContactLinks(document));

const plan = (id: string) => plans.find((p) => p.id === id)!;
const talkLink = (title: string) => screen.getByRole('link', { name: `Talk to us about ${title}` });
const message = (dialog: HTMLElement) => dialog.querySelector<HTMLTextAreaElement>('textarea[name="comment"]')!.value;

describe('Talk to us, beside each Buy Now', () => {
  it('is a link per plan, named for it, to the contact page with the plan in the query (what works without JavaScript)', async () => {
    await renderPricing();
    await screen.findByRole('slider');
    for (const p of plans) {
      const link = talkLink(p.title);
      expect(link).toHaveAttribute('href', `/contact?plan=${p.id}`);
      // Beside the plan's own Buy Now, in the same card.
      expect(within(link.closest('li')!).getAllByRole('link', { name: /^Buy Now/ })[0]).toBeInTheDocument();
    }
  });

  it('opens the contact dialog with the message naming the plan', async () => {
    const user = userEvent.setup();
    await renderPricing();
    await user.click(talkLink(plan('bookkeeping').title));
    const dialog = await screen.findByRole('dialog', { name: 'Get in touch' });
    expect(message(dialog)).toBe(talkMessage(plan('bookkeeping')));
    expect(message(dialog)).toContain('Bookkeeping');
  });

  it('names the next plan asked about, but never replaces what the visitor typed', async () => {
    const user = userEvent.setup();
    await renderPricing();
    await user.click(talkLink(plan('formation').title));
    let dialog = await screen.findByRole('dialog', { name: 'Get in touch' });
    expect(message(dialog)).toContain('USA Company Formation');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(talkLink(plan('cfo').title));
    dialog = await screen.findByRole('dialog', { name: 'Get in touch' });
    expect(message(dialog)).toBe(talkMessage(plan('cfo')));
    const textarea = within(dialog).getByLabelText('Message *');
    await user.clear(textarea);
    await user.type(textarea, 'Our own words');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(talkLink(plan('tax-return').title));
    dialog = await screen.findByRole('dialog', { name: 'Get in touch' });
    expect(message(dialog)).toBe('Our own words');
  });
});

describe('the contact page reached by Talk to us without JavaScript', () => {
  const renderContact = (url: string) => renderAt(url, { ...ContactPage, loader: formPageRoute('contact', contactPrefill).loader });

  it.each(plans.map((p) => [p.id, p.title]))('starts the message naming the plan for ?plan=%s', async (id, title) => {
    await renderContact(`/contact?plan=${id}`);
    const textarea = await screen.findByLabelText('Message *');
    expect(textarea).toHaveValue(talkMessage({ title }));
    expect((textarea as HTMLTextAreaElement).value).toContain(title);
    expect(screen.getByLabelText('Name *')).toHaveValue('');
  });

  it.each(['junk', 'FORMATION', ''])('starts an empty message for ?plan=%s, which names no plan', async (value) => {
    await renderContact(`/contact?plan=${value}`);
    expect(await screen.findByLabelText('Message *')).toHaveValue('');
  });
});
