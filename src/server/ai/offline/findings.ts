import { cutText } from '../style/text-units';

/** Findings of one analysis dimension; scores start at 100 and lose points for each mismatch. */
export type Findings = { score: number; strengths: string[]; improvements: string[]; recommendations: string[] };

export const newFindings = (): Findings => ({ score: 100, strengths: [], improvements: [], recommendations: [] });

/**
 * Quotes a piece of the post in feedback, shortened so the feedback stays readable. Cut on whole
 * characters: slicing UTF-16 units split an emoji's surrogate pair and the stored jsonb refused it (a 500).
 */
export const quote = (text: string, max = 60) => `"${cutText(text, max)}"`;

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
