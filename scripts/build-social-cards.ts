// Social cards with the configured firm name: a default card, and one per help article with its title.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { loadConfig } from '../server/config.server';
import { fillTokens } from '../shared/public-config';
import { renderSocialCard } from './images/social-card';
import { mapLimit, writeOutput, type WrittenFile } from './images/output';

export const socialCardDir = path.resolve('dist', 'public', 'images', 'og');

export async function buildSocialCards(): Promise<WrittenFile[]> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'production' });
  const written = [
    await writeOutput(
      path.join(socialCardDir, 'default.png'),
      await renderSocialCard({ title: 'Bookkeeping, tax and US company formation for founders everywhere', siteName: config.siteName }),
    ),
  ];
  const dir = path.resolve('shared/content/articles');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.md'));
  written.push(
    ...(await mapLimit(files, 4, async (file) => {
      const { data } = matter(await readFile(path.join(dir, file), 'utf8'));
      const png = await renderSocialCard({ title: fillTokens(String(data.title), config), eyebrow: 'Help Center', siteName: config.siteName });
      return writeOutput(path.join(socialCardDir, 'articles', `${String(data.slug ?? file.slice(0, -3))}.png`), png);
    })),
  );
  return written;
}
