import { startBookLinks } from './book-zone';
import { startContactLinks } from './contact-links';
import { startPhoneMenu } from './phone-menu';
import { startServicesMenu } from './services-menu';

/**
 * What every page's header and links do with JavaScript, as plain DOM code in the entry: it works from the first
 * tap, before (and without) React. The React components render the markup alone, with no handlers.
 */
export function startChrome(doc: Document): void {
  startPhoneMenu(doc);
  startServicesMenu(doc);
  startContactLinks(doc);
  startBookLinks(doc);
}
