import type { TargetAudience } from '@shared/constants';
import { lowerFirst, type IdeaFacts } from './idea-facts';
import type { TemplateVars } from './template';
import type { WritingStyle } from './writing-style';

/** Stands in for the number of list items until the list is complete. */
export const COUNT_MARK = '\u0000count\u0000';

const AUDIENCE: Record<TargetAudience, { audience: string; context?: string }> = {
  entrepreneurs: { audience: 'founders and business owners', context: 'building a business' },
  professionals: { audience: 'fellow professionals', context: 'growing in your role' },
  students: { audience: 'students and early-career professionals', context: 'early in your career' },
  executives: { audience: 'leaders', context: 'leading a team' },
  creators: { audience: 'creators', context: 'building an audience' },
  mixed: { audience: 'anyone building something of their own' },
};

/** Values that may appear once per post; the topic and theme may recur. */
export const ONCE_ONLY_VARS = new Set(['idea', 'point', 'point2', 'audience', 'audienceContext', 'role', 'values', 'connections', 'feeling', 'journey', 'tools', 'url']);

/** The values templates draw on: the idea's words and the voice's answers. */
export function buildVars(facts: IdeaFacts, style: WritingStyle, linkUrl: string | undefined): TemplateVars {
  const audience = style.audience ? AUDIENCE[style.audience] : undefined;
  return {
    topic: facts.topic,
    theme: facts.theme,
    // A statement or question is worth quoting; a bare topic is already in every other line.
    idea: facts.isPhrase ? undefined : lowerFirst(facts.sentence),
    point: facts.points[0] ? lowerFirst(facts.points[0].replace(/[.!?]+$/u, '')) : undefined,
    point2: facts.points[1] ? lowerFirst(facts.points[1].replace(/[.!?]+$/u, '')) : undefined,
    audience: audience?.audience,
    audienceContext: audience?.context,
    role: style.role ? withArticle(style.role) : undefined,
    values: style.values.length > 0 ? joinList(style.values) : undefined,
    connections: style.connections ? lowerFirst(style.connections) : undefined,
    feeling: style.feeling && style.feeling.split(' ').length <= 4 ? style.feeling.toLowerCase() : undefined,
    journey: style.journey ? lowerFirst(style.journey) : undefined,
    tools: style.tools,
    url: linkUrl,
    count: COUNT_MARK,
  };
}

/** "product designer" → "a product designer"; "Head of Growth at Acme" stays bare. */
export function withArticle(role: string): string {
  if (/^(a|an|the|my)\s/i.test(role)) return lowerFirst(role);
  if (/^\p{Lu}/u.test(role) && /\s(of|at)\s/.test(role)) return role;
  const lower = lowerFirst(role);
  return (/^[aeiou]/i.test(lower) ? 'an ' : 'a ') + lower;
}

/** ["honesty", "craft", "curiosity"] → "honesty, craft and curiosity". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
