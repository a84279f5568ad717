import { labels } from '../../content/generated/about';
import type { Person } from '../../content/types';

const initials = (name: string) =>
  name
    .replace(/\(.*?\)/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** One person, at /about#<slug>: the bylines of articles, posts and tools link here. */
export function PersonCard({ person }: { person: Person }) {
  const headingId = `person-${person.slug}`;
  return (
    <li className="person" id={person.slug}>
      {person.photo ? (
        <img className="person__photo" src={person.photo.src} alt={person.photo.alt} width="96" height="96" loading="lazy" />
      ) : (
        <span className="person__photo person__initials" aria-hidden="true">
          {initials(person.name)}
        </span>
      )}
      <div className="person__text">
        <h3 id={headingId} className="person__name">
          {person.name}
        </h3>
        <p className="person__role">{person.role}</p>
        <p>{person.bio}</p>
        <p className="person__languages">
          <strong>{labels.languages}:</strong> {person.languages.join(', ')}
        </p>
        {person.credentials.length ? (
          <>
            <h4 className="person__credentials-heading">{labels.credentials}</h4>
            <ul className="person__credentials">
              {person.credentials.map((c) => (
                <li key={`${c.kind}-${c.licenceNumber}`}>
                  <abbr title={c.title}>{c.kind}</abbr>
                  {`, ${c.issuer}, ${c.jurisdiction}, no. ${c.licenceNumber}. `}
                  <a href={c.verifyUrl} rel="noopener" aria-label={`${labels.verify}: ${person.name}, ${c.kind} ${c.licenceNumber}`}>
                    {labels.verify}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </li>
  );
}
