import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrationDataId } from '../shared/components/document-context';
import { browserLocation } from '../shared/page';
import { startAnalytics } from './analytics';
import { pageTree } from './page-tree';

async function hydrate(): Promise<void> {
  const script = document.getElementById(hydrationDataId);
  if (!script?.textContent) return;
  const { payload, tree } = await pageTree(script.textContent, browserLocation());
  startAnalytics(payload.config.gaMeasurementId);
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole document (shorter tasks, lower blocking time).
  startTransition(() => {
    hydrateRoot(document, tree);
  });
}

void hydrate();
