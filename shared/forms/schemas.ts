import * as z from 'zod/mini';
import { validation } from '../content/generated/forms';
import { fillSlots } from '../format/fill-slots';
import { formatWholeNumber } from '../format/whole-number';

/** One schema per form, used by the browser (before sending) and the server (before storing). */

/** The longest value each field takes: generous for people, a bound against abuse. The form controls' maxLength reads it too. */
export const fieldMaxLength = {
  name: 200,
  email: 254,
  phone: 100,
  comment: 10_000,
  subject: 200,
  description: 5_000,
} as const;

type NamedField = keyof typeof validation.fieldNames;

const required = (field: NamedField) => {
  const name = validation.fieldNames[field];
  const missing = fillSlots(validation.required, { field: name });
  const max = fieldMaxLength[field];
  return z
    .string({ error: missing })
    .check(z.trim(), z.minLength(1, { error: missing }), z.maxLength(max, { error: fillSlots(validation.tooLong, { field: name, max: formatWholeNumber(max) }) }));
};

// The browser's own type=email rule (WHATWG), so nothing the browser would accept, such as a@b, is refused here.
const email = required('email').check(z.email({ pattern: z.regexes.html5Email, error: validation.email }));

/** A hidden field people never fill in; bots often do. */
const honeypot = z.optional(z.string());

export const contactSchema = z.object({
  name: required('name'),
  email,
  // A tel input has no format rule in browsers, and the product shows none: any number a visitor types is theirs.
  phone: required('phone'),
  comment: required('comment'),
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
    category: z.string({ error: validation.category }).check(
      z.trim(),
      z.refine((value) => queryCategories(productName).includes(value), { error: validation.category }),
    ),
    subject: required('subject'),
    description: required('description'),
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

/** The fields a visitor fills in, in the form's order: the schema's own keys, without the honeypot. */
export function visibleFields<Shape extends Record<string, unknown>>(schema: { shape: Shape }): Array<Exclude<keyof Shape & string, 'website'>> {
  return Object.keys(schema.shape).filter((name) => name !== 'website') as Array<Exclude<keyof Shape & string, 'website'>>;
}

/** Validates input; returns the cleaned value or the first message per field. */
export function validate<T extends z.ZodMiniType>(schema: T, input: unknown): { ok: true; value: z.output<T> } | { ok: false; errors: FieldErrors } {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
