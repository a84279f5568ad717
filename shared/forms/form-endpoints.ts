import { paths } from '../site-paths';

/**
 * Where each form posts; a form is taken at both. The API path is the
 * contract the product names (the browser's fetch posts JSON there), the page
 * path is the form's `action` without JavaScript (the page's route action
 * answers it), so a re-rendered post stays at the page's own address.
 */
export const formEndpoints = {
  contact: { api: '/api/contact', page: paths.contact },
  query: { api: '/api/contact/submit-query', page: paths.submitRequest },
} as const satisfies Record<string, { api: string; page: string }>;

/** The site's two forms: the contact form and the support query form. */
export type FormKind = keyof typeof formEndpoints;
