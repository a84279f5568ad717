import { Link } from '../../components/links';
import { labels } from '../../content/generated/changes';
import type { FactChange } from '../../content/types';
import { formatLongDate } from '../../format/long-date';
import { pageNameAt } from '../../tools/page-name';

/** A source's address as a reader recognises it: host and path, without the scheme. */
const shownAddress = (url: string) => url.replace(/^https:\/\//, '');

/**
 * One change of the changelog, its element's id the change's own, so the feed
 * and the alert e-mails link straight to it (/tools/changes#<id>). Old and new
 * are labelled terms of a list: the strike-through on the old value only adds
 * to what the label already says.
 */
export function ChangeEntry({ change }: { change: FactChange }) {
  const titleId = `${change.id}-title`;
  return (
    <article id={change.id} className={`change change--${change.kind}`} aria-labelledby={titleId}>
      <p className="change__meta">
        <span className="change__kind">{labels.kinds[change.kind]}</span>
        <span>
          {labels.published} <time dateTime={change.published}>{formatLongDate(change.published)}</time>
        </span>
      </p>
      <h2 id={titleId} className="change__title">
        {change.title}
      </h2>
      <p className="change__summary">{change.summary}</p>
      <dl className="change__values">
        <div className="change__value change__value--old">
          <dt>{labels.old}</dt>
          <dd>
            <s>{change.old}</s>
          </dd>
        </div>
        <div className="change__value change__value--new">
          <dt>{labels.new}</dt>
          <dd>{change.new}</dd>
        </div>
        <div className="change__value change__value--effective">
          <dt>{labels.effective}</dt>
          <dd>
            <time dateTime={change.effective}>{formatLongDate(change.effective)}</time>
          </dd>
        </div>
      </dl>
      <ul className="change__links">
        <li>
          {change.sourceKind === 'secondary' ? labels.secondarySource : labels.source}:{' '}
          <a href={change.source} rel="noopener" className="change__source">
            {shownAddress(change.source)}
          </a>
        </li>
        {change.page ? (
          <li>
            {labels.page}: <Link to={change.page}>{pageNameAt(change.page) ?? change.page}</Link>
          </li>
        ) : null}
      </ul>
    </article>
  );
}
