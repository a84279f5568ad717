import { byline as copy } from '../content/generated/site';
import { Link } from '../components/links';
import { formatLongDate } from '../format/long-date';
import { paths } from '../site-paths';
import { bylineName, type Byline } from './byline';

/** "Reviewed by Jordan Avery, CPA, on November 20, 2026": the person a link to /about#<slug>, the day a <time>. */
export function PersonByline({ byline }: { byline: Byline }) {
  return (
    <>
      {copy[byline.kind].split(/(\{person\}|\{date\})/).map((part, i) =>
        part === '{person}' ? (
          <span key={i}>
            <Link to={`${paths.about}#${byline.slug}`}>{bylineName(byline)}</Link>
            {/* "Jordan Avery, CPA, on …": the letters are an aside, closed by a comma. */}
            {byline.letters ? ',' : null}
          </span>
        ) : part === '{date}' ? (
          <time key={i} dateTime={byline.date}>
            {formatLongDate(byline.date)}
          </time>
        ) : (
          part
        ),
      )}
    </>
  );
}
