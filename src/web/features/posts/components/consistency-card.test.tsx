import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsistencyAnalysis } from '@shared/schemas/posts';
import { ConsistencyCard } from './consistency-card';

const analysis: ConsistencyAnalysis = {
  overallScore: 86,
  toneScore: 92,
  styleScore: 71,
  messagingScore: 45,
  feedback: { strengths: ['Warm opening'], improvements: [], recommendations: ['End with a question'] },
  confidence: 0.734,
};

describe('<ConsistencyCard />', () => {
  it('shows the label, the scores with their colours, the non-empty lists and the confidence', () => {
    render(<ConsistencyCard analysis={analysis} postId="p1" />);
    const card = screen.getByRole('region', { name: 'Brand Voice Consistency' });
    expect(within(card).getByText('Good')).toBeVisible();
    expect(within(card).getByText('86')).toHaveClass('text-success');
    expect(within(card).getByRole('meter', { name: 'Overall score' })).toHaveAttribute('aria-valuenow', '86');
    expect(within(card).getByText('92')).toHaveClass('text-success');
    expect(within(card).getByText('71')).toHaveClass('text-warning');
    expect(within(card).getByText('45')).toHaveClass('text-destructive');
    expect(within(card).getByRole('heading', { name: 'Strengths' })).toBeVisible();
    expect(within(card).getByText('Warm opening')).toBeVisible();
    expect(within(card).queryByRole('heading', { name: 'Areas for Improvement' })).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Recommendations' })).toBeVisible();
    expect(within(card).getByText('Analysis Confidence:')).toHaveTextContent('Analysis Confidence: 73%');
  });

  it.each([
    [95, 'Excellent', 'text-success'],
    [65, 'Fair', 'text-warning'],
    [12, 'Needs Work', 'text-destructive'],
  ])('labels %i as %s', (score, label, colour) => {
    render(<ConsistencyCard analysis={{ ...analysis, overallScore: score }} postId="p1" />);
    expect(screen.getByText(label)).toBeVisible();
    expect(screen.getAllByText(String(score))[0]).toHaveClass(colour);
  });
});
