/** Findings of one analysis dimension; scores start at 100 and lose points for each mismatch. */
export type Findings = { score: number; strengths: string[]; improvements: string[]; recommendations: string[] };

export const newFindings = (): Findings => ({ score: 100, strengths: [], improvements: [], recommendations: [] });

/** Quotes a piece of the post in feedback, shortened so the feedback stays readable. */
export const quote = (text: string, max = 60) => `"${text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text}"`;

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
