import { useEffect } from 'react';
import { act, screen } from '@testing-library/react';
import { useReplaceSearch, useSearchParams, type SearchChanges } from '../../shared/page';
import { renderAt } from '../support/render-page';

let replaceSearch: (changes: SearchChanges) => void;

/** Shows the query it reads, and hands the test its replaceSearch. */
function QueryReader() {
  const replace = useReplaceSearch();
  useEffect(() => {
    replaceSearch = replace;
  }, [replace]);
  return <output>{useSearchParams().toString()}</output>;
}

describe('replacing the query in place', () => {
  it('sets and removes the parameters named, keeps the others and the hash, and re-renders the readers', async () => {
    await renderAt('/help?q=llc&utm_source=newsletter#results', { Component: QueryReader });
    const entries = window.history.length;

    act(() => replaceSearch({ q: 'ein', page: '2' }));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/help?q=ein&utm_source=newsletter&page=2#results');
    expect(screen.getByRole('status')).toHaveTextContent('q=ein&utm_source=newsletter&page=2');

    act(() => replaceSearch({ q: null, page: null }));
    expect(window.location.search).toBe('?utm_source=newsletter');
    expect(screen.getByRole('status')).toHaveTextContent(/^utm_source=newsletter$/);
    expect(window.history.length).toBe(entries);
  });

  it('leaves no "?" behind when the last parameter goes', async () => {
    await renderAt('/pricing?step=3', { Component: QueryReader });
    act(() => replaceSearch({ step: null }));
    expect(window.location.href).toBe(`${window.location.origin}/pricing`);
  });

  it('follows the URL when the visitor goes back to an entry with another query', async () => {
    await renderAt('/help?q=llc', { Component: QueryReader });
    act(() => {
      window.history.replaceState(null, '', '/help?q=tax');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('q=tax');
  });
});
