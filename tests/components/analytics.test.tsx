import { setPageViewSink, trackPageView, type PageView } from '../../shared/analytics';
import { onLanding } from '../../client/chrome/landing';

function landAt(url: string, title = 'A page | Ledgerline') {
  window.history.replaceState(null, '', url);
  document.title = title;
  onLanding(window);
}

describe('once a page has painted', () => {
  let views: PageView[];
  beforeEach(() => {
    views = [];
    setPageViewSink((view) => views.push(view));
    window.scrollTo = jest.fn();
  });
  afterEach(() => setPageViewSink(null));

  it('sends one page view with its path, and a query is not part of it', () => {
    landAt('/help?q=llc');
    expect(views.map((view) => [view.path, view.location])).toEqual([['/help', 'http://localhost/help?q=llc']]);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on landing on /, but not to a #fragment of it', () => {
    landAt('/');
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    (window.scrollTo as jest.Mock).mockClear();
    landAt('/#apps');
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(views.map((view) => view.path)).toEqual(['/', '/']);
  });

  it('reports a not-found page at the path the visitor asked for, with its 404 title', () => {
    landAt('/old/dead-link?from=mail', '404: Page not found | Ledgerline');
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
