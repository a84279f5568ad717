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
        <IslandModeContext.Provider value={{ kind: 'server', renderToString, chunks: () => ['/assets/island-TEST.js'] }}>
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

    const hydrated = hydrateIsland(marker, { config: testConfig, iconsHref: '' }, () => Promise.resolve(LabelledField));
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

  it("keeps what a visitor typed and picked before it hydrated, in the component's state", async () => {
    /** A controlled text field and select, and a line that shows what the component's state holds. */
    function Picker() {
      const [name, setName] = useState('');
      const [category, setCategory] = useState('');
      return (
        <form>
          <label>
            Name <input value={name} onChange={(event) => setName(event.currentTarget.value)} />
          </label>
          <label>
            Category{' '}
            <select value={category} onChange={(event) => setCategory(event.currentTarget.value)}>
              <option value="">Choose one</option>
              <option value="tax">Tax Filling</option>
            </select>
          </label>
          <output>{`state: ${name}/${category}`}</output>
        </form>
      );
    }
    document.body.innerHTML = renderToString(
      <PublicConfigContext.Provider value={testConfig}>
        <IslandModeContext.Provider value={{ kind: 'server', renderToString, chunks: () => ['/assets/island-TEST.js'] }}>
          <Island name="support-query-form" component={Picker} props={{}} load="interaction" />
        </IslandModeContext.Provider>
      </PublicConfigContext.Provider>,
    );
    // The visitor fills the plain form the server sent.
    screen.getByLabelText<HTMLInputElement>('Name').value = 'Ravi';
    screen.getByLabelText<HTMLSelectElement>('Category').value = 'tax';
    const marker = document.querySelector<HTMLElement>('[data-island]')!;

    const hydrated = hydrateIsland(marker, { config: testConfig, iconsHref: '' }, () => Promise.resolve(Picker));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve));
    });
    await hydrated;

    expect(screen.getByText('state: Ravi/tax')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ravi');
    expect(screen.getByLabelText('Category')).toHaveValue('tax');
  });
});
