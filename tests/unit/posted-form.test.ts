import { formInput, postBody, postedValues } from '../../server/forms/posted-form.server';

/** A no-JavaScript post passes from Express's parser to the page's route action as a urlencoded body; the schema must see what Express read. */
describe('a posted form on its way to the action', () => {
  const throughRequest = async (body: unknown) => formInput(await new Request('http://site.internal/contact', { method: 'POST', body: postBody(body) }).formData());

  it('arrives as Express read it: strings as strings, a repeated field as a list, in order', async () => {
    const body = { name: 'Asha & Co', comment: 'Line one\nLine <two> = 100%', tag: ['a', 'b'] };
    expect(await throughRequest(body)).toEqual(body);
  });

  it('is empty for a body that was refused before it was read', async () => {
    expect(await throughRequest(undefined)).toEqual({});
  });

  it('keeps a field named __proto__ a field', async () => {
    const input = await throughRequest(JSON.parse('{"__proto__": "x", "name": "A"}'));
    expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
    expect(Object.keys(input)).toEqual(['__proto__', 'name']);
  });

  it('shows again only the form’s own fields, and only their text', () => {
    expect(postedValues({ name: 'A', email: ['a', 'b'], other: 'x' }, ['name', 'email', 'phone'])).toEqual({ name: 'A' });
  });
});
