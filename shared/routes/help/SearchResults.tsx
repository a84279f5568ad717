import { Link } from '../../components/links';
import { contactSupport, search as helpSearch } from '../../content/generated/help';
import { sectionTitle } from '../../help/sections';
import type { HelpSearchState } from './use-help-search';
import { resultsLabel } from '../../help/search-query';
import { paths } from '../../site-paths';

function statusText({ results }: HelpSearchState): string {
  if (!results) return '';
  if (results.searchFailed) return helpSearch.unavailable;
  return resultsLabel(results.hits.length, results.query);
}

/** The live status line is always in the page, so screen readers hear each new count. */
export function SearchResults({ state, id }: { state: HelpSearchState; id: string }) {
  const { query, results, pending } = state;
  const empty = results !== null && results.hits.length === 0;
  return (
    <div id={id} className={query ? 'help-results help-results--active' : 'help-results'} aria-busy={pending || undefined}>
      {query ? <h2 className="visually-hidden">{helpSearch.resultsHeading}</h2> : null}
      <p role="status" className="help-results__status">
        {pending && !results ? helpSearch.searching : statusText(state)}
      </p>
      {results && !empty ? (
        <ol className="help-results__list">
          {results.hits.map((hit) => (
            <li key={hit.slug} className="help-result">
              <h3 className="help-result__title">
                <Link to={`/${hit.slug}`}>{hit.title}</Link>
              </h3>
              <p className="help-result__section">{sectionTitle(hit.section)}</p>
              <p className="help-result__snippet">{hit.snippet}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {empty ? (
        <p className="help-results__empty">
          {helpSearch.noMatchHint} <Link to={paths.submitRequest}>{contactSupport.link}</Link>
        </p>
      ) : null}
    </div>
  );
}
