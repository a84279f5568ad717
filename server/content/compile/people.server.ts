import path from 'node:path';
import { person, type BylineRef, type Person } from '../../../shared/content/schemas/people';
import type { IssueSink } from './issues.server';
import { displayName, listFolder, readYamlKind, type ReadContext } from './read-kind.server';

/** content/people/: one file per person, named by the person's slug (jordan-avery.yaml is /about#jordan-avery), sorted by file name. */
export async function readPeople(ctx: ReadContext): Promise<Person[]> {
  const people: Person[] = [];
  for (const file of await listFolder(ctx, 'people', '.yaml')) {
    const one = await readYamlKind(ctx, file, person);
    if (!one) continue;
    if (path.basename(file, '.yaml') !== one.slug) ctx.issues.add(displayName(ctx, file), 'slug', `is ${one.slug}, so the file must be named ${one.slug}.yaml`);
    else people.push(one);
  }
  return people;
}

/** A byline somewhere in content/ and where it is written. */
export interface BylineAt {
  file: string;
  field: string;
  byline: BylineRef;
}

/** A byline must name someone of content/people/: a name nobody can look up is no byline. */
export function checkBylines(bylines: BylineAt[], people: Person[], issues: IssueSink): void {
  const known = new Set(people.map((p) => p.slug));
  for (const { file, field, byline } of bylines) {
    if (!known.has(byline.person)) issues.add(file, `${field}.person`, `"${byline.person}" is nobody in content/people/ (${[...known].join(', ') || 'which is empty'})`);
  }
}
