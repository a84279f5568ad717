import * as z from 'zod/mini';

/** One schema per form, used by the browser (before sending) and the server (before storing). */

const required = (message: string, max: number, label: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.minLength(1, { error: message }),
    z.maxLength(max, { error: `${label} must be at most ${max.toLocaleString('en-US')} characters` }),
  );

const email = z.string({ error: 'Email is required' }).check(
  z.trim(),
  z.minLength(1, { error: 'Email is required' }),
  z.maxLength(254, { error: 'Email must be at most 254 characters' }),
  z.email({ error: 'Enter a valid email address' }),
);

const phone = required('Phone is required', 40, 'Phone').check(
  z.regex(/^\+?[0-9()\-.\s/]*$/, { error: 'Enter a valid phone number' }),
  z.refine((value) => (value.match(/\d/g)?.length ?? 0) >= 6, { error: 'Enter a valid phone number' }),
);

/** A hidden field people never fill in; bots often do. */
const honeypot = z.optional(z.string());

export const contactSchema = z.object({
  name: required('Name is required', 200, 'Name'),
  email,
  phone,
  comment: required('Message is required', 5000, 'Message'),
  website: honeypot,
});

export type ContactMessage = Omit<z.output<typeof contactSchema>, 'website'>;

export const fixedQueryCategories = ['Tax Filling', 'Company Formation', 'Other'] as const;

/** Tax Filling, the firm's product, Company Formation, Other: the product's list, in its order. */
export function queryCategories(productName: string): string[] {
  return ['Tax Filling', productName, 'Company Formation', 'Other'];
}

export function supportQuerySchema(productName: string) {
  return z.object({
    email,
    category: z.string({ error: 'Choose a category' }).check(
      z.trim(),
      z.refine((value) => queryCategories(productName).includes(value), { error: 'Choose a category' }),
    ),
    subject: required('Subject is required', 200, 'Subject'),
    description: required('Description is required', 5000, 'Description'),
    website: honeypot,
  });
}

export interface SupportQuery {
  email: string;
  category: string;
  subject: string;
  description: string;
}

export type FieldErrors = Record<string, string>;

/** Validates input; returns the cleaned value or the first message per field. */
export function validate<T extends z.ZodMiniType>(
  schema: T,
  input: unknown,
): { ok: true; value: z.output<T> } | { ok: false; errors: FieldErrors } {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
