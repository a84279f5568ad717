import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { browserLocation } from '../shared/page';
import { startAnalytics } from './analytics';
import { readHydrationDataBlock } from './hydration-data-block';
import { pageTree } from './page-tree';

async function hydrate(): Promise<void> {
  const data = readHydrationDataBlock(document);
  if (!data) return;
  const { payload, tree } = await pageTree(data, browserLocation);
  startAnalytics(payload.config.gaMeasurementId);
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole document (shorter tasks, lower blocking time).
  startTransition(() => {
    hydrateRoot(document, tree);
  });
}

void hydrate();
