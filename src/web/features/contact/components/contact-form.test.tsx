import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { ContactForm } from './contact-form';

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Subject'), 'Question about plans');
  await userEvent.type(screen.getByLabelText('Message'), 'Can I switch plans in the middle of a month?');
}

describe('<ContactForm />', () => {
  it('shows every validation message under its field and sends nothing', async () => {
    const fetch = vi.fn(mockFetch({}));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<ContactForm />);

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Subject must be at least 5 characters')).toBeVisible();
    expect(screen.getByText('Message must be at least 10 characters')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the message, shows the sent panel, and can start again', async () => {
    let body: unknown;
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/contact': (init) => {
          body = JSON.parse(String(init?.body));
          return {
            body: { success: true, message: "Thank you for contacting us. We'll get back to you within 24 hours." },
          };
        },
      }),
    );
    renderWithProviders(<ContactForm />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    expect(screen.getByText("Thank you for contacting us. We'll get back to you within 24 hours.")).toBeVisible();
    expect(body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Question about plans',
      message: 'Can I switch plans in the middle of a month?',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('shows "Sending..." while the request runs', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderWithProviders(<ContactForm />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it('shows the server message when there is one (rate limit)', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/contact': {
          status: 429,
          body: { message: 'Too many requests. Please try again in 59 minutes.', code: 'RATE_LIMITED' },
        },
      }),
    );
    renderWithProviders(<ContactForm />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 59 minutes.');
  });

  it('falls back to the spec message when the server says nothing useful', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'POST /api/contact': { status: 502, text: '<html>Bad gateway</html>' } }));
    renderWithProviders(<ContactForm />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again or contact us directly.',
    );
  });

  it('puts server-side field errors under their fields', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/contact': {
          status: 400,
          body: {
            message: 'Subject must be at most 200 characters',
            code: 'VALIDATION_ERROR',
            fields: { subject: 'Subject must be at most 200 characters' },
          },
        },
      }),
    );
    renderWithProviders(<ContactForm />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByLabelText('Subject')).toHaveAccessibleDescription(
      'Subject must be at most 200 characters',
    );
  });
});
