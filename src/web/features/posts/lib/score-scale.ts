// Brand Voice Consistency scores (customer-area §9).

export type ScoreTone = 'good' | 'fair' | 'poor';

/** 80 or more green, 60–79 yellow, below 60 red. */
export function scoreTone(score: number): ScoreTone {
  if (score >= 80) return 'good';
  if (score >= 60) return 'fair';
  return 'poor';
}

/** 90 or more Excellent, 80–89 Good, 60–79 Fair, below 60 Needs Work. */
export function scoreLabel(score: number): string {
  if (score >= 90) return 'Excellent';
  if (score >= 80) return 'Good';
  if (score >= 60) return 'Fair';
  return 'Needs Work';
}

export const SCORE_TEXT_CLASS: Record<ScoreTone, string> = {
  good: 'text-success',
  fair: 'text-warning',
  poor: 'text-destructive',
};

export const SCORE_BAR_CLASS: Record<ScoreTone, string> = {
  good: 'bg-success',
  fair: 'bg-warning',
  poor: 'bg-destructive',
};

export const SCORE_BADGE_CLASS: Record<ScoreTone, string> = {
  good: 'border-success/40 bg-success/10 text-success',
  fair: 'border-warning/40 bg-warning/10 text-warning',
  poor: 'border-destructive/40 bg-destructive/10 text-destructive',
};

/** Confidence arrives as 0–1; people read percentages. */
export function confidencePercent(confidence: number): string {
  return `${Math.round(Math.min(1, Math.max(0, confidence)) * 100)}%`;
}
