import { Link } from './links';
import { breadcrumb } from '../content/generated/site';

export interface Crumb {
  name: string;
  /** Omitted for the current page. */
  path?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={breadcrumb} className="breadcrumbs">
      <ol>
        {items.map((item) =>
          item.path ? (
            <li key={item.name}>
              <Link to={item.path}>{item.name}</Link>
            </li>
          ) : (
            <li key={item.name} aria-current="page">
              {item.name}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
