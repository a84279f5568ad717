import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as SubmitRequestPage from '../../shared/routes/submit-request/page';
import { formPageRoute } from '../../server/forms/form-page-route.server';
import { renderAt } from '../support/render-page';
import { json, setUpFetchMock } from '../support/fetch-mock';
import { supportQuerySchema, validate } from '../../shared/forms/schemas';

function renderPage(entry = '/submitRequest') {
  return renderAt(entry, { ...SubmitRequestPage, loader: formPageRoute('query').loader });
}

type User = ReturnType<typeof userEvent.setup>;

/** Pastes rather than types: one input event per field keeps the suite fast. */
async function enter(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValid(user: User) {
  await enter(user, 'Email *', 'asha@example.com');
  await user.selectOptions(screen.getByLabelText('Category *'), 'Ledgerline Portal');
  await enter(user, 'Subject *', 'Portal access');
  await enter(user, 'Description *', 'I cannot see my documents.');
}

const submit = () => screen.getByRole('button', { name: 'Submit request' });

const mocks = setUpFetchMock();

describe('Submit request page', () => {
  it('has a breadcrumb back to the Help Center and one h1', async () => {
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Submit a request' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
  });

  it('offers the categories in the product’s order, with the product name, after an empty Select', async () => {
    await renderPage();
    const select = await screen.findByLabelText<HTMLSelectElement>('Category *');
    const options = within(select).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => o.textContent)).toEqual(['Select', 'Tax Filling', 'Ledgerline Portal', 'Company Formation', 'Other']);
    expect(options[0]?.value).toBe('');
    expect(select.value).toBe('');
  });

  it('lets the browser take what the shared schema takes: every field required, no text longer than the schema allows', async () => {
    await renderPage();
    await screen.findByLabelText('Email *');
    const schema = supportQuerySchema('Ledgerline Portal');
    const valid = { email: 'asha@example.com', category: 'Other', subject: 'Portal access', description: 'I cannot see my documents.' };
    expect(screen.getByLabelText('Category *')).toBeRequired();
    const texts = [
      ['email', 'Email *', (n: number) => `${'e'.repeat(n - 4)}@b.c`],
      ['subject', 'Subject *', (n: number) => 's'.repeat(n)],
      ['description', 'Description *', (n: number) => 'd'.repeat(n)],
    ] as const;
    for (const [key, label, ofLength] of texts) {
      const control = screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
      expect(control).toBeRequired();
      const max = control.maxLength;
      expect([key, max > 0]).toEqual([key, true]);
      expect([key, validate(schema, { ...valid, [key]: ofLength(max) }).ok]).toEqual([key, true]);
      expect([key, validate(schema, { ...valid, [key]: ofLength(max + 1) }).ok]).toEqual([key, false]);
    }
  });

  it('shows a message under each empty required field and sends nothing', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Submit request' }));
    expect(screen.getByLabelText('Email *')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Category *')).toHaveAccessibleDescription('Choose a category');
    expect(screen.getByLabelText('Subject *')).toHaveAccessibleDescription('Subject is required');
    expect(screen.getByLabelText('Description *')).toHaveAccessibleDescription('Description is required');
    expect(screen.getByLabelText('Subject *')).toHaveAttribute('aria-invalid', 'true');
    expect(mocks.fetch).not.toHaveBeenCalled();
  });

  it('shows Submitting... on a disabled button, then the success view with a cleared form', async () => {
    let answer!: (response: Response) => void;
    mocks.fetch.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    await renderPage();
    await screen.findByLabelText('Email *');
    await fillValid(user);
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const [url, init] = mocks.fetch.mock.calls[0];
    expect(url).toBe('/api/contact/submit-query');
    expect(JSON.parse(init.body)).toEqual({
      email: 'asha@example.com',
      category: 'Ledgerline Portal',
      subject: 'Portal access',
      description: 'I cannot see my documents.',
      website: '',
    });
    answer(new Response(null, { status: 200 }));

    const heading = await screen.findByRole('heading', { name: 'Thank you for your query!' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Your request has been submitted successfully. Our support team will get back to you soon.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email *')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Submit another request' }));
    const email = await screen.findByLabelText('Email *');
    expect(email).toHaveValue('');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Category *')).toHaveValue('');
    expect(screen.getByLabelText('Subject *')).toHaveValue('');
  });

  it('shows the failure text in an alert (never a native alert) and keeps the values', async () => {
    mocks.fetch.mockResolvedValue(json(502, { success: false, error: 'Upstream down' }));
    const nativeAlert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderPage();
    await screen.findByLabelText('Email *');
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit query. Please try again.');
    expect(nativeAlert).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Subject *')).toHaveValue('Portal access');
    nativeAlert.mockRestore();
  });

  it('shows the failure text when the network is down', async () => {
    mocks.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    await renderPage();
    await screen.findByLabelText('Email *');
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit query. Please try again.');
    expect(mocks.consoleError).toHaveBeenCalled();
  });

  it('shows the server’s message when rate limited, and its field errors on 400', async () => {
    const limit = 'Too many submissions from your connection. Please wait a minute and try again.';
    mocks.fetch.mockResolvedValueOnce(json(429, { success: false, error: limit }));
    mocks.fetch.mockResolvedValueOnce(json(400, { success: false, error: 'Please correct the highlighted fields.', fields: { subject: 'Subject must be at most 200 characters' } }));
    const user = userEvent.setup();
    await renderPage();
    await screen.findByLabelText('Email *');
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Subject *')).toHaveAccessibleDescription('Subject must be at most 200 characters'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the success view after the no-JavaScript redirect (?sent=1)', async () => {
    await renderPage('/submitRequest?sent=1');
    expect(await screen.findByRole('heading', { name: 'Thank you for your query!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit another request' })).toHaveAttribute('href', '/submitRequest');
  });
});
