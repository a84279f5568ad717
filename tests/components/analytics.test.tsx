import { Outlet } from 'react-router';
import { setPageViewSink } from '../../shared/analytics';
import { useRouteChangeEffects } from '../../shared/components/layout/route-change-effects';
import { renderWithRouter } from '../support/render-page';

function Root() {
  useRouteChangeEffects();
  return <Outlet />;
}

const routes = [{ path: '/', Component: Root, children: [{ index: true, element: <p>home</p> }, { path: 'help', element: <p>help</p> }] }];

describe('once a page has hydrated', () => {
  let views: string[];
  beforeEach(() => {
    views = [];
    setPageViewSink((path) => views.push(path));
    window.scrollTo = jest.fn();
  });
  afterEach(() => setPageViewSink(null));

  it('sends one page view with its path, and a query is not part of it', async () => {
    await renderWithRouter(routes, ['/help?q=llc']);
    expect(views).toEqual(['/help']);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on landing on /, but not to a #fragment of it', async () => {
    await renderWithRouter(routes, ['/']);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    (window.scrollTo as jest.Mock).mockClear();
    await renderWithRouter(routes, ['/#apps']);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(views).toEqual(['/', '/']);
  });
});
