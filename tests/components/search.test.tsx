import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchHit, SiteData } from '../../shared/data/site-data';
import * as HelpPage from '../../shared/routes/help/page';
import { loader as helpLoader } from '../../shared/routes/help/page.server';
import { searchDebounceMs } from '../../shared/routes/help/use-help-search';
import { json, setUpFetchMock } from '../support/fetch-mock';
import { renderAt } from '../support/render-page';

const memberLlc: SearchHit = {
  slug: 'single-member-vs-multi-member-llc-which-one-is-right-for-you',
  title: 'Single-Member vs Multi-Member LLC: Which One Is Right for You?',
  section: 'company-type',
  snippet: 'A limited liability company (LLC) can have one owner or many…',
};
const wyomingLlc: SearchHit = {
  slug: 'why-choose-a-wyoming-llc',
  title: 'Why Choose a Wyoming LLC?',
  section: 'state-of-incorporation',
  snippet: '…the Wyoming close LLC option…',
};
const ein: SearchHit = { slug: 'ein-employer-identification-number-what-it-is', title: 'EIN: What It Is', section: 'general', snippet: 'An EIN is a 9-digit number…' };
const hits = [memberLlc, wyomingLlc, ein];

const fetchMock = setUpFetchMock();

const matching = (q: string) => hits.filter((h) => `${h.title} ${h.snippet}`.toLowerCase().includes(q.toLowerCase()));

/** /help at `entry`: its loader reads the server's data; searches typed in the browser go to the site's /api. */
async function setup(entry: string) {
  const data = { listArticles: async () => [], searchArticles: async (q: string) => matching(q) } as unknown as SiteData;
  fetchMock.fetch.mockImplementation(async (url) => {
    const { pathname, searchParams } = new URL(String(url), window.location.origin);
    return pathname === '/api/search' ? json(200, matching(searchParams.get('q') ?? '')) : json(404, { error: 'not found' });
  });
  return renderAt(entry, { ...HelpPage, loader: helpLoader }, { data });
}

const requested = () => fetchMock.fetch.mock.calls.map(([url]) => String(url));

describe('help center search', () => {
  it('shows results after a short pause in typing, keeps focus in the box and puts the query in the URL', async () => {
    const user = userEvent.setup();
    await setup('/help');
    const entries = window.history.length;
    const box = await screen.findByRole('searchbox', { name: 'Search the help center' });

    const typedAt = Date.now();
    await user.type(box, 'llc');
    expect(screen.queryByRole('link', { name: memberLlc.title })).not.toBeInTheDocument();

    expect(await screen.findByRole('link', { name: memberLlc.title })).toHaveAttribute('href', `/${memberLlc.slug}`);
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(searchDebounceMs);
    expect(screen.getByRole('link', { name: wyomingLlc.title })).toBeInTheDocument();
    expect(screen.getByText('State of Incorporation')).toBeInTheDocument();
    expect(screen.getByText(wyomingLlc.snippet)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 articles match “llc”');

    // One call for the search alone: the page's other data (the topic counts) is not read again.
    expect(requested()).toEqual(['/api/search?q=llc']);
    expect(box).toHaveFocus();
    expect(box).toHaveValue('llc');
    expect(window.location.search).toBe('?q=llc');
    // The query replaces the history entry: Back leaves the help center rather than stepping through keystrokes.
    expect(window.history.length).toBe(entries);
  });

  it('says when nothing matches and offers Contact Support', async () => {
    const user = userEvent.setup();
    await setup('/help');
    await user.type(await screen.findByRole('searchbox'), 'zzz');
    expect(await screen.findByText('No articles match “zzz”')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No articles match “zzz”');
    const supportLinks = screen.getAllByRole('link', { name: 'Contact Support' });
    expect(supportLinks.length).toBeGreaterThanOrEqual(2);
    for (const link of supportLinks) expect(link).toHaveAttribute('href', '/submitRequest');
  });

  it('renders /help?q=… with its results straight from the loader, without searching again', async () => {
    await setup('/help?q=llc');
    expect(await screen.findByRole('link', { name: memberLlc.title })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('llc');
    expect(screen.getByRole('status')).toHaveTextContent('2 articles match “llc”');
    expect(requested()).toEqual([]);
  });

  it('searches at once on Enter, without waiting for the pause', async () => {
    const user = userEvent.setup();
    await setup('/help');
    await user.type(await screen.findByRole('searchbox'), 'ein{Enter}');
    expect(window.location.search).toBe('?q=ein');
    expect(await screen.findByRole('link', { name: ein.title })).toBeInTheDocument();
  });

  it('keeps the rest of the query and the hash when it writes ?q=', async () => {
    const user = userEvent.setup();
    await setup('/help?utm_source=newsletter#search');
    await user.type(await screen.findByRole('searchbox'), 'ein{Enter}');
    expect(window.location.search).toBe('?utm_source=newsletter&q=ein');
    expect(window.location.hash).toBe('#search');
    expect(await screen.findByRole('link', { name: ein.title })).toBeInTheDocument();
  });

  it('says search is unavailable when the search API fails, and the box stays usable', async () => {
    const user = userEvent.setup();
    await setup('/help');
    fetchMock.fetch.mockResolvedValue(json(503, { error: 'unavailable' }));
    await user.type(await screen.findByRole('searchbox'), 'llc{Enter}');
    expect(await screen.findByText('Search is not available right now.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('llc');
  });

  it('goes back to an empty box when the query is deleted', async () => {
    const user = userEvent.setup();
    await setup('/help?q=llc');
    const box = await screen.findByRole('searchbox');
    await user.clear(box);
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.queryByRole('link', { name: memberLlc.title })).not.toBeInTheDocument();
  });
});
