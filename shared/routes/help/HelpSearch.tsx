import { useId } from 'react';
import { IslandLocation, type PageLocation } from '../../page';
import { help as helpIntro } from '../../content/generated/help';
import type { HelpSearchResults } from './help-data';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import { useHelpSearch } from './use-help-search';

function SearchAndResults({ initial }: { initial: HelpSearchResults }) {
  const search = useHelpSearch(initial);
  const resultsId = useId();
  return (
    <>
      <div className="help-hero">
        <div className="container">
          <h1>{helpIntro.heading}</h1>
          <p className="lede">{helpIntro.lede}</p>
          <SearchForm state={search} resultsId={resultsId} />
        </div>
      </div>
      <div className="container help-search-results">
        <SearchResults state={search} id={resultsId} />
      </div>
    </>
  );
}

/** The help center's search box and its results: an island that searches as you type; before it hydrates, and without JavaScript, a GET form. */
export function HelpSearch({ initial, location }: { initial: HelpSearchResults; location: PageLocation }) {
  return (
    <IslandLocation location={location}>
      <SearchAndResults initial={initial} />
    </IslandLocation>
  );
}
