import { formPageLoader } from '../../shared/forms/form-page';
import type { FormState } from '../../shared/forms/form-state';
import type { LoaderArgs } from '../../shared/page';

const args = (url: string, context?: unknown): LoaderArgs => ({ request: new Request(url), context, params: {} });

describe('formPageLoader', () => {
  const contact = formPageLoader('contact');

  it('returns an empty form with status 200 on a plain visit', () => {
    expect(contact(args('http://x/contact'))).toEqual({ sent: false, values: {}, errors: {}, message: null, status: 200 });
  });

  it('shows the thank-you state after the no-JavaScript redirect', () => {
    expect(contact(args('http://x/contact?sent=1')).sent).toBe(true);
    expect(contact(args('http://x/contact?sent=yes')).sent).toBe(false);
  });

  it('hands back a failed post’s values, errors, message and status', () => {
    const formState: FormState = { form: 'contact', values: { name: 'A' }, errors: { email: 'Email is required' }, status: 400 };
    expect(contact(args('http://x/contact', { formState }))).toEqual({ sent: false, values: { name: 'A' }, errors: { email: 'Email is required' }, message: null, status: 400 });
    const down: FormState = { form: 'contact', values: {}, errors: {}, message: 'Try later', status: 503 };
    expect(contact(args('http://x/contact', { formState: down }))).toMatchObject({ message: 'Try later', status: 503 });
  });

  it('ignores the other form’s state', () => {
    const formState: FormState = { form: 'query', values: { email: 'a' }, errors: {}, status: 400 };
    expect(contact(args('http://x/contact', { formState })).status).toBe(200);
  });
});
