import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompiledContent } from './compile-content.server';
import { routeModuleSources } from './route-modules.server';

/**
 * The copy pages show, as TypeScript modules in shared/content/generated/
 * (not in git): one module per kind of content and one export per part of it,
 * so each page's chunk takes only what it shows, as when the copy lived in
 * code; and the page folders of shared/routes/ as the modules that load them
 * (route-modules.server.ts). The build, the dev server, typecheck, lint and
 * jest write them first.
 */

export const generatedDir = path.resolve('shared/content/generated');

interface ModuleExport {
  name: string;
  /** The TypeScript type of the export, from shared/content/types.ts. */
  type: string;
  value: unknown;
}

/** Each part of a content object as its own export, typed by its part of the kind's type. */
function partsOf(kindType: string, value: object): ModuleExport[] {
  return Object.entries(value).map(([name, part]) => ({ name, type: `${kindType}['${name}']`, value: part as unknown }));
}

/** The parts of content/pricing.yaml only the pricing page shows. */
const pricingPageParts = ['talk', 'allIn', 'tools', 'reviews', 'faq'] as const;

function withoutKeys(value: object, keys: readonly string[]): object {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
}

export function moduleSources(content: CompiledContent): Record<string, string> {
  const modules: Record<string, { from: string; types: string[]; exports: ModuleExport[] }> = {
    // The pricing page's own parts in a module of their own: the home page shares the plans, and a module two pages import lands whole in their shared chunk.
    pricing: { from: 'content/pricing.yaml', types: ['PricingContent'], exports: partsOf('PricingContent', withoutKeys(content.pricing, pricingPageParts)) },
    'pricing-page': {
      from: 'content/pricing.yaml',
      types: ['PricingContent'],
      exports: pricingPageParts.map((name) => ({ name, type: `PricingContent['${name}']`, value: content.pricing[name] })),
    },
    home: { from: 'content/home.yaml', types: ['HomeContent'], exports: partsOf('HomeContent', content.home) },
    apps: { from: 'content/apps.yaml', types: ['AppsContent'], exports: partsOf('AppsContent', content.apps) },
    services: {
      from: 'content/services/*.yaml and content/service-page.yaml',
      types: ['ServicePage', 'ServicePageLabels'],
      exports: [
        { name: 'servicePages', type: 'ServicePage[]', value: content.services },
        { name: 'labels', type: 'ServicePageLabels', value: content.servicePage },
      ],
    },
    event: { from: 'content/event.yaml and content/event-photos.json', types: ['EventContent'], exports: [{ name: 'event', type: 'EventContent', value: content.event }] },
    help: { from: 'content/help.yaml', types: ['HelpContent'], exports: partsOf('HelpContent', content.help) },
    forms: { from: 'content/forms.yaml', types: ['FormsContent'], exports: partsOf('FormsContent', content.forms) },
    // The blog's list and its posts share no copy: one module each, so neither page's chunk carries the other's.
    'blog-list': { from: 'content/blog.yaml', types: ['BlogContent'], exports: [{ name: 'list', type: "BlogContent['list']", value: content.blog.list }] },
    'blog-post': {
      from: 'content/blog.yaml',
      types: ['BlogContent'],
      exports: [
        { name: 'post', type: "BlogContent['post']", value: content.blog.post },
        { name: 'postCta', type: "BlogContent['postCta']", value: content.blog.postCta },
      ],
    },
    site: { from: 'content/site.yaml', types: ['SiteContent'], exports: partsOf('SiteContent', content.site) },
    reminders: { from: 'content/reminders.yaml', types: ['RemindersContent'], exports: partsOf('RemindersContent', content.reminders) },
    booking: { from: 'content/booking.yaml', types: ['BookingContent'], exports: partsOf('BookingContent', content.booking) },
    // Read by the server only (the calendar's deadlines, the pricing loader's state fees): no page chunk imports it.
    compliance: {
      from: 'content/compliance/',
      types: ['ComplianceContent'],
      exports: [
        { name: 'federal', type: "ComplianceContent['federal']", value: content.compliance.federal },
        { name: 'states', type: "ComplianceContent['states']", value: content.compliance.states },
        { name: 'operating', type: "ComplianceContent['operating']", value: content.compliance.operating },
      ],
    },
    'compliance-calendar-page': {
      from: 'content/compliance/calendar-page.yaml',
      types: ['ComplianceContent'],
      exports: partsOf("ComplianceContent['page']", content.compliance.page),
    },
    tools: { from: 'content/tools.yaml', types: ['ToolsContent'], exports: partsOf('ToolsContent', withoutKeys(content.tools, ['panel'])) },
    // The pointer to the hub is on the home page and the Help Center: a module of its own, so their first load does not carry the hub's list of tools.
    'tools-panel': { from: 'content/tools.yaml', types: ['ToolsContent'], exports: [{ name: 'panel', type: "ToolsContent['panel']", value: content.tools.panel }] },
    'franchise-tax': {
      from: 'content/tools/delaware-franchise-tax.yaml',
      types: ['FranchiseTaxContent'],
      exports: partsOf('FranchiseTaxContent', content.franchiseTax),
    },
    changes: { from: 'content/changes.yaml', types: ['ChangesContent'], exports: partsOf('ChangesContent', content.changes) },
    about: { from: 'content/about.yaml', types: ['AboutContent'], exports: partsOf('AboutContent', content.about) },
    // The people and reviews, samples included: only the server imports them (a .server module), and sends a page those a visitor may see (decision 0045).
    'people.server': {
      from: 'content/people/ and content/reviews.yaml',
      types: ['Person', 'Review'],
      exports: [
        { name: 'people', type: 'Person[]', value: content.people },
        { name: 'reviews', type: 'Review[]', value: content.reviews.items },
      ],
    },
    'not-found': { from: 'content/not-found.yaml', types: ['NotFoundContent'], exports: [{ name: 'notFound', type: 'NotFoundContent', value: content.notFound }] },
  };
  return Object.fromEntries(
    Object.entries(modules).map(([name, mod]) => [
      `${name}.ts`,
      [
        `// Generated from ${mod.from} (facts from content/facts.yaml) by the content compiler: edit the content file, not this one.`,
        `import type { ${mod.types.join(', ')} } from '../types';`,
        '',
        ...mod.exports.map((e) => `export const ${e.name}: ${e.type} = ${JSON.stringify(e.value, null, 2)};\n`),
      ].join('\n'),
    ]),
  );
}

/** Writes the modules, touching only those that changed (watchers and caches key on them), and removes any left from a kind that is gone. */
export async function writeGeneratedModules(content: CompiledContent, dir = generatedDir): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const sources = { ...moduleSources(content), ...routeModuleSources(dir) };
  const changed: string[] = [];
  for (const [file, source] of Object.entries(sources)) {
    const target = path.join(dir, file);
    const current = await readFile(target, 'utf8').catch(() => null);
    if (current === source) continue;
    // Written whole, then renamed into place: a jest worker or esbuild reading it never sees half a file.
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, source);
    await rename(temporary, target);
    changed.push(file);
  }
  for (const file of await readdir(dir)) if (!(file in sources) && file.endsWith('.ts')) await rm(path.join(dir, file), { force: true });
  return changed;
}
