import { screen, within } from '@testing-library/react';
import * as ContactPage from '../../shared/routes/contact/page';
import { formPageRoute } from '../../server/forms/form-page-route.server';
import { renderAt } from '../support/render-page';

function renderPage(entry: string) {
  return renderAt(entry, { ...ContactPage, loader: formPageRoute('contact').loader });
}

describe('Contact page', () => {
  it('renders the contact form as a native post to /contact', async () => {
    await renderPage('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    const form = screen.getByLabelText('Name *').closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
    expect(screen.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
  });

  it('thanks the visitor after the no-JavaScript redirect, with an empty form', async () => {
    await renderPage('/contact?sent=1');
    expect(within(await screen.findByRole('status')).getByText('Thank you! Your message has been sent successfully.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name *')).toHaveValue('');
  });
});
