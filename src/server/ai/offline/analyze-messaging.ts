import type { Goal, TargetAudience } from '@shared/constants';
import type { AnalyzeConsistencyInput } from '../writer';
import { newFindings, quote, type Findings } from './findings';
import { ideaKeywords } from './idea-facts';
import type { PostMetrics } from './post-metrics';
import { escapeRegExp, hasKeyword, hasPhrase, type WritingStyle } from './writing-style';

/** Words that show a post serves a goal. */
const GOAL_SIGNALS: Record<Goal, RegExp> = {
  networking: /\b(connect|conversation|compare notes|hear from|meet|community|together|your (take|experience))\b/i,
  'thought-leadership':
    /\b(i believe|my take|i think|unpopular|the lesson|the truth|here['’]s why|framework|perspective|disagree)\b/i,
  'business-growth': /\b(clients?|customers?|results|roi|revenue|send me a message|dm|book|offer|work with)\b/i,
  'career-development': /\b(learn(ed|ing)?|grow(th)?|career|skills?|mentor|lesson|next step)\b/i,
};

const AUDIENCE_SIGNALS: Record<TargetAudience, RegExp> = {
  entrepreneurs: /\b(founders?|business|startup|entrepreneur\w*|customers?|clients?)\b/i,
  professionals: /\b(team|role|work|colleagues?|professional\w*|career)\b/i,
  students: /\b(students?|graduates?|early[- ]career|first job|learn\w*|school|university)\b/i,
  executives: /\b(leaders?|leadership|executives?|board|strategy|organi[sz]ation)\b/i,
  creators: /\b(creators?|audience|content|followers|community)\b/i,
  mixed: /./,
};

/** Goal, audience, values and words to avoid: does the post say what this voice wants said? */
export function analyzeMessaging(m: PostMetrics, style: WritingStyle, input: AnalyzeConsistencyInput): Findings {
  const f = newFindings();
  const text = input.content;
  const lower = text.toLowerCase();

  for (const term of style.avoid.terms) {
    if (new RegExp(`(^|[^\\p{L}])${escapeRegExp(term)}($|[^\\p{L}])`, 'u').test(lower)) {
      f.score -= 25;
      f.improvements.push(`Mentions ${quote(term)}, which your voice says to avoid.`);
      f.recommendations.push(`Rephrase or remove the part about ${quote(term)}.`);
    }
  }
  if (style.avoid.emojis && m.emojis > 0) {
    f.score -= 15;
    f.improvements.push(`Uses ${m.emojis} emoji${m.emojis === 1 ? '' : 's'}, though your voice avoids them.`);
  }
  if (style.avoid.hashtags && m.hashtags.length > 0) {
    f.score -= 15;
    f.improvements.push(`Uses hashtags (${m.hashtags.slice(0, 3).join(' ')}), though your voice avoids them.`);
  }

  // The goal and audience are read from English words; a French or Dutch post is not judged on them.
  const english = m.language === 'en';
  if (style.goal && english) {
    const signal = text.match(GOAL_SIGNALS[style.goal])?.[0];
    if (signal) f.strengths.push(`Serves your goal (${style.goal.replace('-', ' ')}): it says ${quote(signal)}.`);
    else {
      f.score -= 15;
      f.improvements.push(`Nothing in it clearly serves your goal of ${style.goal.replace('-', ' ')}.`);
      f.recommendations.push(goalRecommendation(style.goal));
    }
  }
  if (style.audience && style.audience !== 'mixed' && english) {
    const signal = text.match(AUDIENCE_SIGNALS[style.audience])?.[0];
    if (signal) f.strengths.push(`Speaks to your audience (${style.audience}) with words like ${quote(signal)}.`);
    else {
      f.score -= 10;
      f.improvements.push(`It is not obvious the post is written for ${style.audience}.`);
    }
  }
  if (style.values.length > 0) {
    const shown = style.values.filter((value) => hasPhrase(text, value));
    if (shown.length > 0) f.strengths.push(`Reflects your core values: ${shown.map((v) => quote(v)).join(', ')}.`);
    else {
      f.score -= 8;
      f.recommendations.push(`Let one of your core values (${style.values.join(', ')}) show in an example.`);
    }
  }

  if (input.originalIdea) {
    const keywords = ideaKeywords(input.originalIdea);
    const covered = keywords.filter((k) => hasKeyword(text, k));
    if (keywords.length > 0 && covered.length === 0) {
      f.score -= 15;
      f.improvements.push(
        `The post drifts from the idea: none of its key words (${keywords.slice(0, 3).join(', ')}) appear.`,
      );
    } else if (covered.length > 0) f.strengths.push(`Stays on the idea (${covered.slice(0, 3).join(', ')}).`);
  }
  if (!m.callToAction && !m.endsWithQuestion && english) {
    f.score -= 8;
    f.recommendations.push('End with one clear next step for the reader: a question, a save, or a message.');
  }
  return f;
}

function goalRecommendation(goal: Goal): string {
  switch (goal) {
    case 'networking':
      return 'Invite the people you want to meet to comment or connect.';
    case 'thought-leadership':
      return 'State your own point of view in one clear sentence.';
    case 'business-growth':
      return 'Show the result for a client, and tell readers how to work with you.';
    case 'career-development':
      return 'Name what you learned and what you will do next.';
  }
}
