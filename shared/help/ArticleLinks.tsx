import { Link } from '../components/links';
import type { ArticleSummary } from '../data/site-data';

export interface ArticleLink {
  path: string;
  title: string;
  text: string;
}

/** An article as a hub lists it: by its hub title and text when it has them, else its title and description. */
export function articleLink(article: ArticleSummary): ArticleLink {
  return { path: `/${article.slug}`, title: article.hubTitle ?? article.title, text: article.hubText ?? article.description };
}

/** Article titles as links with a line of description; the whole row is clickable, the title is the link's name. */
export function ArticleLinks({ items, numbered = false }: { items: ArticleLink[]; numbered?: boolean }) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={numbered ? 'help-links help-links--numbered' : 'help-links'}>
      {items.map((item) => (
        <li key={item.path} className="help-link">
          <Link to={item.path} className="help-link__title">
            {item.title}
          </Link>
          <p className="help-link__text">{item.text}</p>
        </li>
      ))}
    </List>
  );
}
