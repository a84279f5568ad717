import type { ComplianceContent } from '../../../shared/content/schemas/compliance';
import { appsContent, type AppsContent } from '../../../shared/content/schemas/apps';
import { blogContent, type BlogContent } from '../../../shared/content/schemas/blog';
import { eventCopy, eventPhotos, type EventContent } from '../../../shared/content/schemas/event';
import { formsContent, type FormsContent } from '../../../shared/content/schemas/forms';
import { helpContent, type HelpContent } from '../../../shared/content/schemas/help';
import { homeContent, type HomeContent } from '../../../shared/content/schemas/home';
import { articleFrontMatter, legalFrontMatter, postFrontMatter, type ArticleFrontMatter, type LegalFrontMatter, type PostFrontMatter } from '../../../shared/content/schemas/markdown';
import { pricingContent, type PricingContent } from '../../../shared/content/schemas/pricing';
import { remindersContent, type RemindersContent } from '../../../shared/content/schemas/reminders';
import { bookingContent, type BookingContent } from '../../../shared/content/schemas/booking';
import { notFoundContent, siteContent, type NotFoundContent, type SiteContent } from '../../../shared/content/schemas/site';
import { servicePageLabels, type ServicePage, type ServicePageLabels } from '../../../shared/content/schemas/service';
import { toolsContent, type FranchiseTaxContent, type ToolsContent } from '../../../shared/content/schemas/tools';
import { IssueList, type ContentIssue } from './issues.server';
import { readFacts, type Facts } from './facts.server';
import { displayName, readJsonKind, readYaml, readYamlKind, type ReadContext } from './read-kind.server';
import { readServicePages } from './services.server';
import { readCompliance } from './compliance.server';
import { readMarkdownKind, type MarkdownDoc } from './markdown-docs.server';
import { checkArticles, checkLegal, checkPosts } from './cross-checks.server';
import { readFranchiseTax } from './tools.server';
import { checkDocTools, checkToolIds } from './related-tools.server';
import { readChanges } from './changes.server';
import type { ChangesContent } from '../../../shared/content/schemas/changes';
import { aboutContent, reviewsContent, type AboutContent, type Person, type ReviewsContent } from '../../../shared/content/schemas/people';
import { checkBylines, readPeople } from './people.server';

/** Everything in content/, validated, with every fact token filled. */
export interface CompiledContent {
  facts: Facts;
  pricing: PricingContent;
  home: HomeContent;
  apps: AppsContent;
  services: ServicePage[];
  servicePage: ServicePageLabels;
  event: EventContent;
  help: HelpContent;
  forms: FormsContent;
  blog: BlogContent;
  site: SiteContent;
  notFound: NotFoundContent;
  reminders: RemindersContent;
  /** When the firm takes calls, their topics and where they happen (content/booking.yaml). */
  booking: BookingContent;
  /** The compliance calendar's rules and each state's formation fees (content/compliance/). */
  compliance: ComplianceContent;
  tools: ToolsContent;
  franchiseTax: FranchiseTaxContent;
  /** The changelog of figures and rules (content/changes.yaml), newest first. */
  changes: ChangesContent;
  /** Help articles, blog posts and legal pages: front matter checked, fact tokens filled; the server renders them at start-up. */
  articles: Array<MarkdownDoc<ArticleFrontMatter>>;
  posts: Array<MarkdownDoc<PostFrontMatter>>;
  legal: Array<MarkdownDoc<LegalFrontMatter>>;
  /** The firm's people (content/people/), sample ones included: the server decides what a visitor sees (decision 0045). */
  people: Person[];
  reviews: ReviewsContent;
  about: AboutContent;
}

export type CompileResult = { ok: true; content: CompiledContent; issues: [] } | { ok: false; issues: ContentIssue[] };

/**
 * Reads and checks the whole of content/: the build, `npm run content:check`,
 * `npm run dev`, jest's set-up and the server's start-up all call this, so a
 * bad file fails each of them the same way, naming file, line, field and problem.
 */
export async function compileContent(dir: string): Promise<CompileResult> {
  const issues = new IssueList();
  const factsYaml = await readYaml({ dir, facts: new Map(), issues }, 'facts.yaml');
  const facts = factsYaml ? readFacts(factsYaml, displayName({ dir }, 'facts.yaml'), issues) : new Map();
  const ctx: ReadContext = { dir, facts, issues };

  const [pricing, home, apps, services, servicePage, eventText, photos, help, forms, blog, site, notFound, tools, franchiseTax, reminders, booking, articles, posts, legal, compliance] =
    await Promise.all([
      readYamlKind(ctx, 'pricing.yaml', pricingContent),
      readYamlKind(ctx, 'home.yaml', homeContent),
      readYamlKind(ctx, 'apps.yaml', appsContent),
      readServicePages(ctx),
      readYamlKind(ctx, 'service-page.yaml', servicePageLabels),
      readYamlKind(ctx, 'event.yaml', eventCopy),
      readJsonKind(ctx, 'event-photos.json', eventPhotos),
      readYamlKind(ctx, 'help.yaml', helpContent),
      readYamlKind(ctx, 'forms.yaml', formsContent),
      readYamlKind(ctx, 'blog.yaml', blogContent),
      readYamlKind(ctx, 'site.yaml', siteContent),
      readYamlKind(ctx, 'not-found.yaml', notFoundContent),
      readYamlKind(ctx, 'tools.yaml', toolsContent),
      readFranchiseTax(ctx),
      readYamlKind(ctx, 'reminders.yaml', remindersContent),
      readYamlKind(ctx, 'booking.yaml', bookingContent),
      readMarkdownKind(ctx, 'articles', articleFrontMatter),
      readMarkdownKind(ctx, 'blog', postFrontMatter),
      readMarkdownKind(ctx, 'legal', legalFrontMatter),
      readCompliance(ctx),
    ]);
  const [people, reviews, about] = await Promise.all([readPeople(ctx), readYamlKind(ctx, 'reviews.yaml', reviewsContent), readYamlKind(ctx, 'about.yaml', aboutContent)]);
  const changes = await readChanges(ctx, compliance);
  checkBylines(
    [
      ...articles.map((doc) => ({ file: doc.file, field: 'byline', byline: doc.meta.byline })),
      ...posts.map((doc) => ({ file: doc.file, field: 'byline', byline: doc.meta.byline })),
      ...(franchiseTax ? [{ file: displayName(ctx, 'tools/delaware-franchise-tax.yaml'), field: 'byline', byline: franchiseTax.byline }] : []),
      ...(compliance ? [{ file: displayName(ctx, 'compliance/calendar-page.yaml'), field: 'byline', byline: compliance.page.byline }] : []),
      ...(tools ? [{ file: displayName(ctx, 'tools.yaml'), field: 'byline', byline: tools.byline }] : []),
      ...(reminders ? [{ file: displayName(ctx, 'reminders.yaml'), field: 'signup.byline', byline: reminders.signup.byline }] : []),
      ...(changes ? [{ file: displayName(ctx, 'changes.yaml'), field: 'byline', byline: changes.byline }] : []),
    ],
    people,
    issues,
  );
  checkArticles(articles, help, issues);
  checkPosts(posts, issues);
  checkLegal(legal, issues, displayName(ctx, 'legal'));
  for (const doc of [...articles, ...posts]) checkDocTools(doc, tools, issues);
  for (const service of services) checkToolIds(displayName(ctx, `services${service.path}.yaml`), ['tools'], service.tools, tools, issues);
  if (pricing) checkToolIds(displayName(ctx, 'pricing.yaml'), ['tools', 'ids'], pricing.tools.ids, tools, issues);

  if (
    issues.issues.length ||
    !pricing ||
    !home ||
    !apps ||
    !servicePage ||
    !eventText ||
    !photos ||
    !help ||
    !forms ||
    !blog ||
    !site ||
    !notFound ||
    !compliance ||
    !tools ||
    !franchiseTax ||
    !reminders ||
    !booking ||
    !changes ||
    !reviews ||
    !about
  )
    return { ok: false, issues: issues.issues };
  const event: EventContent = { ...eventText, slides: photos.carousel, photos: photos.gallery };
  return {
    ok: true,
    content: {
      facts,
      pricing,
      home,
      apps,
      services,
      servicePage,
      event,
      help,
      forms,
      blog,
      site,
      notFound,
      compliance,
      tools,
      franchiseTax,
      changes,
      reminders,
      booking,
      articles,
      posts,
      legal,
      people,
      reviews,
      about,
    },
    issues: [],
  };
}
