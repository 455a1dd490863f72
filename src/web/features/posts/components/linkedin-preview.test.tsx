import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser, mockFetch, renderWithProviders } from '@/test/render';
import { LinkedInPreview } from './linkedin-preview';

const user = fakeUser({ professionalTitle: 'Founder at Analytical Engines' });

describe('<LinkedInPreview />', () => {
  it('shows the author and folds the text after the third line, with "…see more" to expand', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/me': { body: user } }));
    const text = 'A hook that stops the scroll.\n\nThe second paragraph.\n\nThe part only readers who click see.';
    renderWithProviders(<LinkedInPreview text={text} />);

    expect(await screen.findByText('Ada Lovelace')).toBeVisible();
    expect(screen.getByText('Founder at Analytical Engines')).toBeVisible();
    expect(screen.getByText('AL')).toBeInTheDocument();
    const body = screen.getByTestId('linkedin-preview-text');
    expect(body).toHaveTextContent('The second paragraph.');
    expect(body).not.toHaveTextContent('The part only readers who click see.');

    await userEvent.click(screen.getByRole('button', { name: '…see more' }));
    expect(body).toHaveTextContent('The part only readers who click see.');
    expect(screen.queryByRole('button', { name: '…see more' })).not.toBeInTheDocument();
  });

  it('shows a short post whole, without "…see more", and a default title', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/me': { body: { ...user, professionalTitle: null } } }));
    renderWithProviders(<LinkedInPreview text="Short and sweet." />);
    expect(await screen.findByText('Professional')).toBeVisible();
    expect(screen.getByTestId('linkedin-preview-text')).toHaveTextContent(/^Short and sweet\.$/);
    expect(screen.queryByRole('button', { name: '…see more' })).not.toBeInTheDocument();
  });
});
