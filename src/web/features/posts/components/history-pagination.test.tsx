import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HistoryPagination } from './history-pagination';

describe('<HistoryPagination />', () => {
  it('is absent with a single page', () => {
    const { container } = render(<HistoryPagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows Previous, pages 1 to 5, an ellipsis, the last page and Next', async () => {
    const onPageChange = vi.fn();
    render(<HistoryPagination page={1} totalPages={12} onPageChange={onPageChange} />);
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(pages).toEqual(['1', '2', '3', '4', '5', '12']);
    expect(screen.getByText('…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Page 12' }));
    expect(onPageChange).toHaveBeenLastCalledWith(12);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('keeps the current page in the window further on, and disables Next on the last page', () => {
    const { rerender } = render(<HistoryPagination page={8} totalPages={12} onPageChange={() => {}} />);
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual([
      '1',
      '7',
      '8',
      '9',
      '12',
    ]);
    rerender(<HistoryPagination page={12} totalPages={12} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
  });
});
