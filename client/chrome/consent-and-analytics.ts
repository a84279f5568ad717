import { startAnalytics } from '../analytics';
import { startConsentBanner } from './consent-banner';

/**
 * The consent banner, Cookie settings and GA4 behind them: a chunk of its own, which the entry fetches after the first
 * paint and only where analytics is configured (elsewhere neither the banner nor Cookie settings is in the page).
 */
export function startConsentAndAnalytics(doc: Document, measurementId: string): void {
  startConsentBanner(doc);
  startAnalytics(measurementId);
}
