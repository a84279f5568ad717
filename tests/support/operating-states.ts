import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const folder = 'content/compliance/operates';

/** The states content/compliance/operates/ has a file for, by the `name` each file gives: what adding a file should add. */
export function operatingStateNames(): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => (parse(readFileSync(join(folder, file), 'utf8')) as { name: string }).name)
    .sort();
}

/** The states a page's `operates` choice offers, by name, without its "None". */
export function offeredOperatingStates(html: string): string[] {
  const select = /<select[^>]*name="operates"[\s\S]*?<\/select>/.exec(html)?.[0] ?? '';
  return [...select.matchAll(/<option value="([A-Z]{2})"[^>]*>([^<]+)<\/option>/g)].map((option) => option[2] ?? '').sort();
}
