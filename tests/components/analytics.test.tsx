import { setPageViewSink } from '../../shared/analytics';
import { useRouteChangeEffects } from '../../shared/components/layout/route-change-effects';
import { renderAt } from '../support/render-page';

const page = {
  Component() {
    useRouteChangeEffects();
    return <p>page</p>;
  },
};

describe('once a page has hydrated', () => {
  let views: string[];
  beforeEach(() => {
    views = [];
    setPageViewSink((path) => views.push(path));
    window.scrollTo = jest.fn();
  });
  afterEach(() => setPageViewSink(null));

  it('sends one page view with its path, and a query is not part of it', async () => {
    await renderAt('/help?q=llc', page);
    expect(views).toEqual(['/help']);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on landing on /, but not to a #fragment of it', async () => {
    await renderAt('/', page);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    (window.scrollTo as jest.Mock).mockClear();
    await renderAt('/#apps', page);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(views).toEqual(['/', '/']);
  });
});
