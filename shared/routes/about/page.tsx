import type { loader } from './page.server';
import { heading, meta, story, team } from '../../content/generated/about';
import { pageNames } from '../../content/generated/site';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { pageTitle } from '../../meta/build-head';
import { breadcrumbJsonLd, organizationJsonLd } from '../../meta/json-ld';
import type { RouteHandle } from '../../meta/page-meta';
import { usePageData, type RouteData } from '../../page';
import { organizationWithPeopleJsonLd } from '../../people/people-json-ld';
import { fillTokens, usePublicConfig } from '../../public-config';
import { paths } from '../../site-paths';
import { PersonCard } from './PersonCard';

export const handle: RouteHandle<RouteData<typeof loader>> = {
  sheet: 'about',
  meta: ({ data, config }) => ({
    title: pageTitle(meta.title, config),
    description: fillTokens(meta.description, config),
    path: paths.about,
    jsonLd: [
      organizationWithPeopleJsonLd(config, data.people, organizationJsonLd(config)),
      breadcrumbJsonLd(config, [
        { name: pageNames.home, path: paths.home },
        { name: pageNames.about, path: paths.about },
      ]),
    ],
  }),
};

/** The firm's story from its facts, then each person with their credentials; without people, the story alone. */
export function Component() {
  const { people } = usePageData<typeof loader>();
  const config = usePublicConfig();
  return (
    <div className="container section about">
      <Breadcrumbs items={[{ name: pageNames.home, path: paths.home }, { name: pageNames.about }]} />
      <h1>{fillTokens(heading, config)}</h1>
      <div className="about__story">
        {story.map((paragraph) => (
          <p key={paragraph}>{fillTokens(paragraph, config)}</p>
        ))}
      </div>
      {people.length ? (
        <section aria-labelledby="about-team-title">
          <h2 id="about-team-title">{team.heading}</h2>
          <p className="lede">{team.lede}</p>
          <ul className="people">
            {people.map((person) => (
              <PersonCard key={person.slug} person={person} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
