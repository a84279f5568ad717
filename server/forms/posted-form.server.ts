/**
 * A no-JavaScript post's body on its way from Express, which reads (and
 * limits) it once the rate limit has counted the post, to the page's route
 * action, which reads it from a Fetch Request as any react-router action does.
 */

/** The body Express read, as a urlencoded body again: a repeated field stays repeated. Nothing for a body that was refused. */
export function postBody(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (typeof body !== 'object' || body === null) return form;
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string') form.append(name, item);
  }
  return form;
}

/** A posted form as the schema checks it, the shape Express's parser gives: one value a string, a repeated field a list. */
export function formInput(form: FormData): Record<string, string | string[]> {
  // fromEntries defines each field as the object's own, so a field named __proto__ is only a field.
  return Object.fromEntries(
    [...new Set(form.keys())].map((name) => {
      const values = form.getAll(name).filter((value) => typeof value === 'string');
      const [only] = values;
      return [name, only !== undefined && values.length === 1 ? only : values];
    }),
  );
}

/** The text values of a form's own fields in a body, to show again; anything else is left out. */
export function postedValues(body: unknown, fields: readonly string[]): Record<string, string> {
  const source = (body ?? {}) as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const name of fields) if (typeof source[name] === 'string') values[name] = source[name];
  return values;
}
