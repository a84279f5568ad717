import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PublicConfigContext } from '../../shared/public-config';
import { Component } from '../../shared/routes/pricing/page';
import { loader } from '../../shared/routes/pricing/page.server';
import { ventureFranchiseTax } from '../../shared/routes/pricing/venture-franchise-tax.server';
import { states } from '../../shared/content/generated/compliance';
import { fixedLocation, PageView } from '../../shared/page';
import { renderAt, testConfig } from '../support/render-page';

// Role queries over a whole page are slow in jsdom.
configure({ asyncUtilTimeout: 5000 });

function renderPricing(url = '/pricing', pageLoader = loader) {
  return renderAt(url, { Component, loader: pageLoader });
}

async function card(title: string) {
  return (await screen.findByRole('heading', { level: 2, name: title })).closest('li') as HTMLElement;
}

async function priceOf(title: string) {
  return (await card(title)).querySelector('.pricing-card__amount')?.textContent;
}

describe('Pricing page', () => {
  it('shows the five plans, three above the slider and two below it, at step 1 prices', async () => {
    await renderPricing();
    const slider = await screen.findByRole('slider', { name: 'Monthly business expenses' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.slice(0, 5)).toEqual(['USA Company Formation', 'Tax and Form Return', 'Pay-As-You-Go', 'Bookkeeping', 'CFO Advisory']);
    const position = (title: string) => slider.compareDocumentPosition(screen.getByRole('heading', { name: title }));
    expect(position('Pay-As-You-Go') & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(position('Bookkeeping') & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await priceOf('USA Company Formation')).toBe('$200');
    expect(within(await card('USA Company Formation')).getByText('State taxes extra')).toBeInTheDocument();
    expect(await priceOf('Tax and Form Return')).toBe('$150');
    expect(await priceOf('Pay-As-You-Go')).toBe('$8');
    expect(await priceOf('Bookkeeping')).toBe('$100');
    expect(await priceOf('CFO Advisory')).toBe('$200');
    expect(slider).toHaveAttribute('aria-valuetext', 'Up to $20,000 in monthly expenses');
  });

  it('updates the ceiling and the Bookkeeping and CFO prices as the slider moves', async () => {
    await renderPricing();
    const entries = window.history.length;
    const slider = await screen.findByRole('slider', { name: 'Monthly business expenses' });
    // jsdom does not move a range input on arrow keys; browsers do, then fire this same change event.
    fireEvent.change(slider, { target: { value: '2' } });
    expect(await priceOf('Bookkeeping')).toBe('$160');
    expect(await priceOf('CFO Advisory')).toBe('$260');
    expect(screen.getByText('Up to $35,000')).toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-valuetext', 'Up to $35,000 in monthly expenses');

    fireEvent.change(slider, { target: { value: '6' } });
    expect(await priceOf('Bookkeeping')).toBe('$400');
    expect(await priceOf('CFO Advisory')).toBe('$500');
    expect(screen.getByText('Up to $95,000')).toBeInTheDocument();
    expect(await priceOf('USA Company Formation')).toBe('$200');
    expect(within(await card('Bookkeeping')).getByText('Up to $95,000 in monthly expenses')).toBeInTheDocument();
    expect(await screen.findByText('Bookkeeping $400 per month, CFO Advisory $500 per month')).toBeInTheDocument();
    await act(async () => {});
    expect(window.location.search).toBe('?step=6');
    expect(window.history.length).toBe(entries);
  });

  it('writes ?step into the URL in place, without loading the page or its data again', async () => {
    const spy = jest.fn(loader);
    await renderPricing('/pricing', spy);
    const slider = await screen.findByRole('slider');
    fireEvent.change(slider, { target: { value: '3' } });
    await act(async () => {});
    expect(window.location.search).toBe('?step=3');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await priceOf('Bookkeeping')).toBe('$220');
  });

  it('keeps the rest of the query and the hash when it writes ?step', async () => {
    await renderPricing('/pricing?utm_source=newsletter#plans');
    fireEvent.change(await screen.findByRole('slider'), { target: { value: '3' } });
    await act(async () => {});
    expect(window.location.search).toBe('?utm_source=newsletter&step=3');
    expect(window.location.hash).toBe('#plans');
  });

  it('renders the tier named by ?step=N, and step 1 for anything invalid', async () => {
    await renderPricing('/pricing?step=4');
    expect(await screen.findByRole('slider')).toHaveValue('4');
    expect(await priceOf('Bookkeeping')).toBe('$280');
    expect(await priceOf('CFO Advisory')).toBe('$380');
  });

  it.each(['9', 'abc', '0'])('falls back to step 1 for ?step=%s', async (raw) => {
    await renderPricing(`/pricing?step=${raw}`);
    expect(await screen.findByRole('slider')).toHaveValue('1');
    expect(await priceOf('Bookkeeping')).toBe('$100');
  });

  it('keeps a GET form on /pricing with the range named step, and drops its submit button after hydration', async () => {
    await renderPricing();
    const slider = await screen.findByRole('slider');
    const form = slider.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/pricing');
    expect(slider).toHaveAttribute('name', 'step');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Update prices' })).not.toBeInTheDocument());
  });

  it('renders an "Update prices" submit button in the server HTML, so the slider works without JavaScript', () => {
    const state = {
      matches: [{ Component, pathname: '/pricing', params: {}, data: { step: 3, states, venture: ventureFranchiseTax(), reviews: [] } }],
      location: fixedLocation({ pathname: '/pricing', search: '?step=3', hash: '' }),
    };
    const html = renderToString(
      <PublicConfigContext.Provider value={testConfig}>
        <PageView state={state} />
      </PublicConfigContext.Provider>,
    );
    expect(html).toMatch(/<button type="submit"[^>]*>Update prices<\/button>/);
    expect(html).toMatch(/<input[^>]*name="step"[^>]*value="3"/);
    expect(html).toContain('$220');
  });

  it('sends every Buy Now to the app login with the plan title', async () => {
    await renderPricing();
    await screen.findByRole('slider');
    const links = screen.getAllByRole('link', { name: /^Buy Now/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://app.example.com/login?redirectedFrom=pricing&plan=USA%20Company%20Formation',
      'https://app.example.com/login?redirectedFrom=pricing&plan=Tax%20and%20Form%20Return',
      'https://app.example.com/login?redirectedFrom=pricing&plan=Pay-As-You-Go',
      'https://app.example.com/login?redirectedFrom=pricing&plan=Bookkeeping',
      'https://app.example.com/login?redirectedFrom=pricing&plan=CFO%20Advisory',
    ]);
    expect(screen.getByRole('link', { name: /^Buy Now\W+Bookkeeping$/ })).toBeInTheDocument();
  });

  it('shows the 11 app logos once to assistive technology, with a pause control', async () => {
    await renderPricing();
    const section = (await screen.findByRole('heading', { name: 'Works with the apps you already use' })).closest('section')!;
    expect(within(section).getAllByRole('img')).toHaveLength(11);
    expect(section.querySelectorAll('img, [role="img"]')).toHaveLength(22);
    expect(within(section).getByRole('checkbox', { name: 'Pause logos' })).toBeInTheDocument();
  });
});
