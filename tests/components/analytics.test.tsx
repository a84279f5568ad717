import { act } from '@testing-library/react';
import { Outlet } from 'react-router';
import { setPageViewSink } from '../../shared/analytics';
import { useRouteChangeEffects } from '../../shared/components/layout/route-change-effects';
import { renderWithRouter } from '../support/render-page';

function Root() {
  useRouteChangeEffects();
  return <Outlet />;
}

describe('page views', () => {
  it('sends one page view with the path on the first load and on every path change', async () => {
    const views: string[] = [];
    setPageViewSink((path) => views.push(path));
    window.scrollTo = jest.fn();
    const { router } = renderWithRouter(
      [{ path: '/', Component: Root, children: [{ index: true, element: <p>home</p> }, { path: 'pricing', element: <p>pricing</p> }, { path: 'help', element: <p>help</p> }] }],
      ['/'],
    );
    await act(() => router.navigate('/pricing'));
    await act(() => router.navigate('/help'));
    await act(() => router.navigate('/help?q=llc'));
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    // A query change is not a path change; going back to /pricing is.
    expect(views).toEqual(['/', '/pricing', '/help', '/pricing']);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    setPageViewSink(null);
  });
});
