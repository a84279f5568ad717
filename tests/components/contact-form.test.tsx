import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '../../shared/forms/ContactForm';
import { contactSchema, validate } from '../../shared/forms/schemas';
import { json, setUpFetchMock } from '../support/fetch-mock';

const labels = { name: 'Name *', email: 'Email *', phone: 'Mobile Number *', comment: 'Message *' } as const;
const valid = { name: 'Asha Mehta', email: 'asha@example.com', phone: '+91 98765 43210', comment: 'Bookkeeping for my Delaware C-corp.' };

function field(key: keyof typeof labels) {
  return screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(labels[key]);
}

/** Pastes rather than types: one input event per field keeps the suite fast. */
async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  for (const key of Object.keys(labels) as Array<keyof typeof labels>) {
    await user.click(field(key));
    await user.paste(valid[key]);
  }
}

const submit = () => screen.getByRole('button', { name: 'Send message' });

const mocks = setUpFetchMock();

describe('ContactForm', () => {
  it('has the four labelled fields with the right input types', () => {
    render(<ContactForm />);
    expect(field('name')).toHaveAttribute('type', 'text');
    expect(field('name')).toHaveAttribute('autocomplete', 'name');
    expect(field('email')).toHaveAttribute('type', 'email');
    expect(field('phone')).toHaveAttribute('type', 'tel');
    expect(field('comment').tagName).toBe('TEXTAREA');
    expect(field('comment')).toHaveAttribute('rows', '4');
  });

  it('lets the browser take what the shared schema takes: every field required, none longer than the schema allows', () => {
    render(<ContactForm />);
    const ofLength = { name: (n: number) => 'n'.repeat(n), email: (n: number) => `${'e'.repeat(n - 4)}@b.c`, phone: (n: number) => '1'.repeat(n), comment: (n: number) => 'c'.repeat(n) };
    for (const key of Object.keys(labels) as Array<keyof typeof labels>) {
      expect(field(key)).toBeRequired();
      const max = field(key).maxLength;
      expect([key, max > 0]).toEqual([key, true]);
      expect([key, validate(contactSchema, { ...valid, [key]: ofLength[key](max) }).ok]).toEqual([key, true]);
      expect([key, validate(contactSchema, { ...valid, [key]: ofLength[key](max + 1) }).ok]).toEqual([key, false]);
    }
  });

  it('shows the exact message under each empty field, tied to it, and sends nothing', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(submit());
    const messages = { name: 'Name is required', email: 'Email is required', phone: 'Phone is required', comment: 'Message is required' };
    for (const key of Object.keys(labels) as Array<keyof typeof labels>) {
      expect(field(key)).toHaveAttribute('aria-invalid', 'true');
      expect(field(key)).toHaveAccessibleDescription(messages[key]);
    }
    expect(field('name')).toHaveFocus();
    expect(mocks.fetch).not.toHaveBeenCalled();
  });

  it('treats whitespace-only values as empty', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    for (const key of Object.keys(labels) as Array<keyof typeof labels>) await user.type(field(key), '   ');
    await user.click(submit());
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(mocks.fetch).not.toHaveBeenCalled();
  });

  it('shows format errors from the shared schema', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.clear(field('email'));
    await user.type(field('email'), 'asha@');
    await user.click(submit());
    expect(field('email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(mocks.fetch).not.toHaveBeenCalled();
  });

  it('clears only the edited field’s error', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(submit());
    await user.type(field('email'), 'a');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(field('email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
  });

  it('posts the trimmed values as JSON, showing Sending... on a disabled button meanwhile', async () => {
    let answer!: (response: Response) => void;
    mocks.fetch.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.type(field('name'), '  ');
    await user.click(submit());
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(mocks.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = mocks.fetch.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ ...valid, website: '' });
    answer(json(200, { success: true }));
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('clears the form and thanks the visitor on success', async () => {
    mocks.fetch.mockResolvedValue(json(200, { success: true }));
    const user = userEvent.setup();
    const onSent = jest.fn();
    render(<ContactForm onSent={onSent} />);
    await fillValid(user);
    await user.click(submit());
    expect(await within(screen.getByRole('status')).findByText('Thank you! Your message has been sent successfully.')).toBeInTheDocument();
    for (const key of Object.keys(labels) as Array<keyof typeof labels>) expect(field(key)).toHaveValue('');
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('shows nothing and keeps the values when the answer is 200 without success: true', async () => {
    mocks.fetch.mockResolvedValue(json(200, { success: false }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('name')).toHaveValue(valid.name);
    expect(field('comment')).toHaveValue(valid.comment);
  });

  it('logs a network failure and shows the Oops message, keeping the values', async () => {
    mocks.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops! Something went wrong. Please try again later.');
    expect(mocks.consoleError).toHaveBeenCalled();
    expect(field('email')).toHaveValue(valid.email);
  });

  it('shows the Oops message on a server error status', async () => {
    mocks.fetch.mockResolvedValue(json(503, { success: false, error: 'We cannot accept messages right now.' }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops! Something went wrong. Please try again later.');
    expect(mocks.consoleError).toHaveBeenCalled();
  });

  it('shows the server’s message when rate limited', async () => {
    const limit = 'Too many submissions from your connection. Please wait a minute and try again.';
    mocks.fetch.mockResolvedValue(json(429, { success: false, error: limit }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
  });

  it('shows the server’s field errors inline on 400', async () => {
    mocks.fetch.mockResolvedValue(json(400, { success: false, error: 'Please correct the highlighted fields.', fields: { phone: 'Phone must be at most 100 characters' } }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(field('phone')).toHaveAccessibleDescription('Phone must be at most 100 characters'));
    expect(field('phone')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('idempotency key', () => {
    const keyOf = (call: number): string => mocks.fetch.mock.calls[call][1].headers['Idempotency-Key'];

    it('sends the same key again when the visitor retries after a failure, so a post stored before its answer was lost is stored once', async () => {
      mocks.fetch
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(json(503, { success: false }))
        .mockResolvedValueOnce(json(200, { success: true }));
      const user = userEvent.setup();
      render(<ContactForm />);
      await fillValid(user);
      await user.click(submit());
      await screen.findByRole('alert');
      await user.click(submit());
      await waitFor(() => expect(mocks.fetch).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(submit()).toBeEnabled());
      await user.click(submit());
      await within(screen.getByRole('status')).findByText('Thank you! Your message has been sent successfully.');
      expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
      expect([keyOf(1), keyOf(2)]).toEqual([keyOf(0), keyOf(0)]);
    });

    it('sends again under a new key when the server says the key named another message (422), and the visitor sees the success', async () => {
      mocks.fetch
        .mockResolvedValueOnce(json(422, { success: false, error: 'This Idempotency-Key was already used for a different message.' }))
        .mockResolvedValueOnce(json(200, { success: true }));
      const user = userEvent.setup();
      render(<ContactForm />);
      await fillValid(user);
      await user.click(submit());
      await within(screen.getByRole('status')).findByText('Thank you! Your message has been sent successfully.');
      expect(mocks.fetch).toHaveBeenCalledTimes(2);
      expect(keyOf(1)).not.toBe(keyOf(0));
      expect(mocks.fetch.mock.calls[1][1].body).toBe(mocks.fetch.mock.calls[0][1].body);
    });

    it('sends a 422 again only once: a second one is a failure the visitor sees, with every value kept', async () => {
      mocks.fetch.mockResolvedValue(json(422, { success: false }));
      const user = userEvent.setup();
      render(<ContactForm />);
      await fillValid(user);
      await user.click(submit());
      await screen.findByRole('alert');
      expect(mocks.fetch).toHaveBeenCalledTimes(2);
      expect(field('comment')).not.toHaveValue('');
    });

    it('starts a new submission, with a new key, once the values change or after a success', async () => {
      mocks.fetch.mockResolvedValueOnce(json(503, { success: false })).mockResolvedValue(json(200, { success: true }));
      const user = userEvent.setup();
      render(<ContactForm />);
      await fillValid(user);
      await user.click(submit());
      await screen.findByRole('alert');
      await user.type(field('comment'), ' Also payroll.');
      await user.click(submit());
      await within(screen.getByRole('status')).findByText('Thank you! Your message has been sent successfully.');
      await fillValid(user);
      await user.click(submit());
      await waitFor(() => expect(mocks.fetch).toHaveBeenCalledTimes(3));
      expect(new Set([keyOf(0), keyOf(1), keyOf(2)]).size).toBe(3);
    });
  });

  it('starts from a no-JavaScript post’s values, errors and message', () => {
    render(
      <ContactForm
        initial={{
          sent: false,
          values: { name: 'Asha', email: 'bad', phone: '', comment: 'Hi' },
          errors: { email: 'Enter a valid email address', phone: 'Phone is required' },
          message: null,
        }}
      />,
    );
    expect(field('name')).toHaveValue('Asha');
    expect(field('email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(field('phone')).toHaveAccessibleDescription('Phone is required');
    expect(field('comment')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the honeypot out of reach', () => {
    const { container } = render(<ContactForm />);
    const trap = container.querySelector('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
