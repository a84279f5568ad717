import { useId } from 'react';
import { search as helpSearch } from '../../content/generated/help';
import { maxQueryLength } from '../../help/search-query';
import type { HelpSearchState } from './use-help-search';
import { paths } from '../../site-paths';

/** A plain GET form, so search works before and without JavaScript; once hydrated it searches as you type. */
export function SearchForm({ state, resultsId }: { state: HelpSearchState; resultsId: string }) {
  const inputId = useId();
  return (
    <form
      role="search"
      method="get"
      action={paths.help}
      className="help-search"
      onSubmit={(event) => {
        event.preventDefault();
        state.submit();
      }}
    >
      <label htmlFor={inputId} className="help-search__label">
        {helpSearch.label}
      </label>
      <div className="help-search__row">
        <input
          id={inputId}
          className="help-search__input"
          type="search"
          name="q"
          value={state.input}
          onChange={(event) => state.setInput(event.target.value)}
          placeholder={helpSearch.placeholder}
          maxLength={maxQueryLength}
          autoComplete="off"
          enterKeyHint="search"
          aria-controls={resultsId}
        />
        <button type="submit" className="button button--primary">
          {helpSearch.button}
        </button>
      </div>
    </form>
  );
}
