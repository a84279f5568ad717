import { paths } from '../site-paths';
import type { FormState } from './form-state';

/**
 * Where each form posts. One handler per form answers at both: the API path is
 * the contract the product names (the browser's fetch posts JSON there), the
 * page path is the form's `action` without JavaScript, so a re-rendered post
 * stays at the page's own address.
 */
export const formEndpoints = {
  contact: { api: '/api/contact', page: paths.contact },
  query: { api: '/api/contact/submit-query', page: paths.submitRequest },
} as const satisfies Record<FormState['form'], { api: string; page: string }>;
