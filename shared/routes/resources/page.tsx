import type { loader } from './page.server';
import { usePageData } from '../../page';
import { Link } from '../../components/links';
import { contactSupport, resources as resourcesIntro } from '../../content/generated/help';
import { sectionsOf, sectionTitle } from '../../help/sections';
import { ArticleLinks, articleLink } from '../../help/ArticleLinks';
import { HubHeader } from '../../help/HubHeader';
import { hubHandle } from '../../help/hub-meta';
import { paths } from '../../site-paths';

const path = paths.resources;

export const handle = hubHandle(resourcesIntro, path);

export function Component() {
  const articles = usePageData<typeof loader>();
  return (
    <div className="container section help-hub">
      <HubHeader intro={resourcesIntro} path={path} />
      <div className="help-categories">
        {sectionsOf(path).map((category) => (
          <section key={category} className="help-category" aria-labelledby={`category-${category}`}>
            <h2 id={`category-${category}`}>{sectionTitle(category)}</h2>
            <p className="help-category__blurb">{resourcesIntro.blurbs[category]}</p>
            <ArticleLinks items={articles.filter((a) => a.section === category).map(articleLink)} />
            <Link to={paths.submitRequest} className="help-category__support">
              {contactSupport.link}
            </Link>
          </section>
        ))}
      </div>
    </div>
  );
}
