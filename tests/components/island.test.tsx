import { useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, screen } from '@testing-library/react';
import { Island } from '../../shared/islands/Island';
import { IslandModeContext } from '../../shared/islands/island-mode';
import { PublicConfigContext } from '../../shared/public-config';
import { hydrateIsland } from '../../client/islands/hydrate-island';
import { testConfig } from '../support/render-page';

/** A labelled field, its label tied to it by a useId id, and a counter that only works once hydrated. */
function LabelledField({ label }: Record<string, unknown>) {
  const id = useId();
  const [count, setCount] = useState(0);
  return (
    <p>
      <label htmlFor={id}>{String(label)}</label>
      <input id={id} />
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count}
      </button>
    </p>
  );
}

/** Ids from useId elsewhere in the page, before the island, shift the ids the island would get inside the page's root. */
function PageAround() {
  const before = useId();
  return (
    <main>
      <p id={before}>Static copy</p>
      <Island name="pricing-tiers" component={LabelledField} props={{ label: 'Company name' }} load="idle" />
    </main>
  );
}

describe('an island', () => {
  it('hydrates its server markup as a root of its own, without a mismatch, its label still pointing at its field', async () => {
    const html = renderToString(
      <PublicConfigContext.Provider value={testConfig}>
        <IslandModeContext.Provider value={{ kind: 'server', renderToString }}>
          <PageAround />
        </IslandModeContext.Provider>
      </PublicConfigContext.Provider>,
    );
    document.body.innerHTML = html;
    const field = screen.getByLabelText('Company name');
    const served = document.body.innerHTML;
    const problems: unknown[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    const marker = document.querySelector<HTMLElement>('[data-island]')!;

    const hydrated = hydrateIsland(marker, testConfig, { 'pricing-tiers': () => Promise.resolve(LabelledField), 'contact-dialog': () => Promise.reject(new Error('not on this page')) });
    // act() runs the hydration and its effects, which settle hydrateIsland's promise.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve));
    });
    await hydrated;

    error.mockRestore();
    expect(problems).toEqual([]);
    // Hydration kept the server's nodes and attributes: the same input, still named by its label.
    expect(screen.getByLabelText('Company name')).toBe(field);
    expect(document.body.innerHTML).toBe(served);
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
  });
});
