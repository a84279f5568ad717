import { render } from '@testing-library/react';
import { setPageViewSink, trackPageView, type PageView } from '../../shared/analytics';
import { useRouteChangeEffects } from '../../shared/components/layout/route-change-effects';
import { fixedLocation, PageView as PageViewComponent } from '../../shared/page';
import { renderAt } from '../support/render-page';

const page = {
  Component() {
    useRouteChangeEffects();
    return <p>page</p>;
  },
};

describe('once a page has hydrated', () => {
  let views: PageView[];
  beforeEach(() => {
    views = [];
    setPageViewSink((view) => views.push(view));
    window.scrollTo = jest.fn();
  });
  afterEach(() => setPageViewSink(null));

  it('sends one page view with its path, and a query is not part of it', async () => {
    await renderAt('/help?q=llc', page);
    expect(views.map((view) => [view.path, view.location])).toEqual([['/help', 'http://localhost/help?q=llc']]);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on landing on /, but not to a #fragment of it', async () => {
    await renderAt('/', page);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    (window.scrollTo as jest.Mock).mockClear();
    await renderAt('/#apps', page);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(views.map((view) => view.path)).toEqual(['/', '/']);
  });

  it('reports a not-found page at the path the visitor asked for, not its route pattern, with its 404 title', () => {
    window.history.replaceState(null, '', '/old/dead-link?from=mail');
    document.title = '404: Page not found | Ledgerline';
    // As the not-found document hydrates: one document for every dead path, at its route's pattern.
    const match = { Component: page.Component, pathname: '/*', params: {}, data: undefined };
    render(<PageViewComponent state={{ matches: [match], location: fixedLocation({ pathname: '/*', search: '', hash: '' }) }} />);
    expect(views).toEqual([{ path: '/old/dead-link', location: 'http://localhost/old/dead-link?from=mail', title: '404: Page not found | Ledgerline' }]);
  });
});

describe('page views before the visitor answers the consent question', () => {
  afterEach(() => setPageViewSink(null));
  const view = { path: '/pricing', location: 'http://localhost/pricing', title: 'Pricing' };

  it('wait in the page and reach the sink installed on accepting', () => {
    setPageViewSink(null);
    trackPageView(view);
    const sent: PageView[] = [];
    setPageViewSink((v) => sent.push(v));
    expect(sent).toEqual([view]);
  });

  it('are dropped by the sink a refusal installs, and never sent later', () => {
    setPageViewSink(null);
    trackPageView(view);
    setPageViewSink(() => {});
    const sent: PageView[] = [];
    setPageViewSink((v) => sent.push(v));
    expect(sent).toEqual([]);
  });
});
