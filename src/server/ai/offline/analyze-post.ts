import { LENGTH_TARGETS } from '@shared/constants';
import { declaredGaps } from '../analysis/declared-gaps';
import type { AnalyzeConsistencyInput, ConsistencyAnalysis } from '../writer';
import { formalityLabel } from '../voice-summary';
import { analyzeMessaging } from './analyze-messaging';
import { clamp, newFindings, quote, type Findings } from './findings';
import { measurePost, type PostMetrics } from './post-metrics';
import { ideaKeywords } from './idea-facts';
import { breaksAvoidRules, hasKeyword, readWritingStyle, type WritingStyle } from './writing-style';

/** How formal the writing reads, 0–100, from sentence length, contractions and casual markers. */
export function estimateFormality(m: PostMetrics): number {
  // Contractions are an English mark of register; in French or Dutch their absence says nothing.
  const noContractions = m.language === 'en' && m.contractionRate === 0 && m.words > 30 ? 10 : 0;
  const raw =
    45 +
    (m.avgSentenceWords - 14) * 2.5 +
    m.longWordRate * 1.5 +
    noContractions -
    m.contractionRate * 6 -
    m.exclamations * 4 -
    m.casualMarkers.length * 6 -
    (m.emojis / Math.max(1, m.words)) * 300;
  return clamp(Math.round(raw), 0, 100);
}

/** The register in plain words: sentence length and contractions, never rates. */
function describeRegister(m: PostMetrics): string {
  const length =
    m.avgSentenceWords < 11
      ? 'short sentences'
      : m.avgSentenceWords > 20
        ? 'long sentences'
        : 'sentences of middling length';
  if (m.language !== 'en') return length;
  const contractions =
    m.contractionRate === 0 ? 'no contractions' : m.contractionRate < 2 ? 'a few contractions' : 'many contractions';
  return `${length} and ${contractions}`;
}

/**
 * The estimate above spans a narrower range than the slider: a casual post
 * with contractions measures near 0–25, a formal one without them near 45–60
 * (checked on the writer benchmark's posts). Compare against the slider mapped
 * onto that range, so a faithful post is not penalised for the estimator.
 */
export function expectedFormality(slider: number): number {
  return 10 + slider * 0.5;
}

export function estimatePersonal(m: PostMetrics): number {
  return clamp(Math.round(10 + m.firstPersonRate * 12), 0, 100);
}

export function estimateConfidence(m: PostMetrics): number {
  return clamp(Math.round(65 - m.hedges.length * 12 + m.assertive.length * 6), 0, 100);
}

/**
 * Heuristic consistency of a post with a voice: tone (formality, confidence,
 * directness), style (opening, layout, ending, length, personal sharing,
 * emojis and hashtags) and messaging (goal, audience, values, words to avoid).
 * Every finding names what was measured in this post.
 */
export function analyzePostOffline(input: AnalyzeConsistencyInput): ConsistencyAnalysis {
  const m = measurePost(input.content);
  const style = readWritingStyle(input.voice);
  const tone = analyzeTone(m, style);
  const layout = analyzeStyle(m, style, input);
  const messaging = analyzeMessaging(m, style, input);
  // Habits the answers imply, measured (issue 22): emojis and "!!!" in a formal voice cost points, with numbers.
  const gaps = declaredGaps(input.content, input.voice);
  tone.score -= gaps.tonePenalty;
  layout.score -= gaps.stylePenalty;
  tone.improvements.unshift(...gaps.improvements);
  tone.recommendations.unshift(...gaps.recommendations);
  const score = (f: Findings) => clamp(Math.round(f.score), 20, 98);
  const toneScore = score(tone);
  const styleScore = score(layout);
  const messagingScore = score(messaging);
  const all = [tone, layout, messaging];
  const recommendations = all.flatMap((f) => f.recommendations);
  if (!input.voice)
    recommendations.unshift('Set up a brand voice so the analysis can compare this post with how you want to sound.');
  if (m.language !== 'en') recommendations.push(NOT_ENGLISH_NOTE);
  // A post that ignores the idea or says what the voice avoids is never "Good" (80+), however polished.
  const weighted = Math.round(toneScore * 0.35 + styleScore * 0.35 + messagingScore * 0.3);
  const disqualified = driftsFromIdea(input) || breaksAvoidRules(input.content, style.avoid);
  return {
    overallScore: disqualified ? Math.min(weighted, GOOD_SCORE - 1) : weighted,
    toneScore,
    styleScore,
    messagingScore,
    feedback: {
      strengths: takeBalanced(
        all.map((f) => f.strengths),
        5,
      ),
      // Messaging first: a word the voice avoids matters more than a long sentence.
      improvements: takeBalanced([messaging.improvements, tone.improvements, layout.improvements], 6),
      recommendations: [...new Set(recommendations)].slice(0, 4),
    },
    confidence: analysisConfidence(input, m),
  };
}

function analyzeTone(m: PostMetrics, style: WritingStyle): Findings {
  const f = newFindings();
  const formality = estimateFormality(m);
  const gap = formality - expectedFormality(style.formality);
  f.score -= Math.abs(gap) * 0.6;
  const sentenceNote = describeRegister(m);
  const target = style.hasVoice ? `your ${formalityLabel(style.formality)} voice` : 'a typical professional post';
  if (Math.abs(gap) <= 15)
    f.strengths.push(
      `The register fits ${style.hasVoice ? `a ${formalityLabel(style.formality)} voice` : 'a professional post'}: ${sentenceNote}.`,
    );
  else if (gap > 0) {
    f.improvements.push(`Reads more formal than ${target}: ${sentenceNote}.`);
    f.recommendations.push(
      m.language === 'en' && m.contractionRate === 0
        ? 'Use a few contractions ("it\'s", "we\'re") and split the longest sentences to sound more like yourself.'
        : 'Split the longest sentences to sound more like yourself.',
    );
  } else {
    f.improvements.push(`Reads more casual than ${target}: ${sentenceNote}.`);
    const fixes = [
      m.casualMarkers.length > 0 && 'trim casual words',
      m.exclamations > 0 && 'drop the exclamation marks',
      m.contractionRate > 0 && 'write out the contractions',
    ].filter(Boolean);
    f.recommendations.push(
      fixes.length > 0
        ? `For a more polished register, ${fixes.join(', ')}.`
        : 'For a more polished register, join the shortest sentences into fuller ones.',
    );
  }

  // Hedges, absolutes and "you" are read from English words: a French or Dutch post is judged on the rest.
  if (m.language !== 'en') return f;
  const confidence = estimateConfidence(m);
  const confidenceGap = confidence - style.confidence;
  f.score -= Math.abs(confidenceGap) * 0.3;
  if (style.confidence >= 60 && m.hedges.length > 0) {
    const soften = style.hasVoice ? 'your confident voice' : 'the main point';
    f.improvements.push(`Hedging words (${m.hedges.map((h) => quote(h)).join(', ')}) soften ${soften}.`);
    f.recommendations.push(`State the main point without ${quote(m.hedges[0]!)}.`);
  } else if (style.confidence < 40 && m.assertive.length > 1) {
    f.improvements.push(
      `Absolute words (${m.assertive.map((a) => quote(a)).join(', ')}) sound bolder than your humble voice.`,
    );
  } else if (Math.abs(confidenceGap) <= 20) {
    f.strengths.push(
      m.hedges.length === 0
        ? 'States its points plainly, without hedging.'
        : 'Its qualifiers match a measured, humble voice.',
    );
  }

  if (style.tone === 'direct' && m.avgSentenceWords > 20) {
    f.score -= 8;
    f.improvements.push(
      `Your tone is direct, but the sentences run long (about ${Math.round(m.avgSentenceWords)} words each).`,
    );
  } else if (style.tone === 'warm' && m.secondPersonRate < 2) {
    f.score -= 8;
    f.improvements.push('Your tone is warm, yet the post rarely speaks to the reader ("you", "your").');
    f.recommendations.push('Address the reader directly at least once or twice.');
  } else if (style.tone) {
    f.strengths.push(
      style.tone === 'direct'
        ? 'Short, direct sentences, as your voice prefers.'
        : 'Speaks to the reader warmly, as your voice prefers.',
    );
  }
  return f;
}

function analyzeStyle(m: PostMetrics, style: WritingStyle, input: AnalyzeConsistencyInput): Findings {
  const f = newFindings();
  if (style.opening) {
    const matches =
      style.opening === 'story' ? m.opening === 'story' : m.opening === 'bold' || m.opening === 'question';
    if (matches)
      f.strengths.push(
        `Opens the way you like to (${style.opening === 'story' ? 'with a personal moment' : 'with a bold line'}): ${quote(m.firstLine)}.`,
      );
    else {
      f.score -= 12;
      f.improvements.push(
        `The opening ${quote(m.firstLine)} is not the ${style.opening === 'story' ? 'personal story' : 'bold statement'} your voice prefers.`,
      );
    }
  }
  if (style.layout === 'scannable' && m.listLines === 0 && !(m.paragraphs >= 3 && m.longestParagraphSentences <= 2)) {
    f.score -= 10;
    f.improvements.push('Your voice prefers scannable posts, but this one has no list and few breaks.');
    f.recommendations.push('Break the key points into a short list.');
  } else if (style.layout === 'narrative' && m.listLines >= 3) {
    f.score -= 8;
    f.improvements.push(`Your voice prefers flowing paragraphs, but ${m.listLines} lines are list items.`);
  } else if (style.layout)
    f.strengths.push(
      `The layout (${plural(m.paragraphs, 'paragraph')}, ${plural(m.listLines, 'list line')}) suits your preference.`,
    );

  if (style.engagement === 'question' && !m.endsWithQuestion) {
    f.score -= 10;
    f.improvements.push('Your voice ends with a question, but this post does not.');
    f.recommendations.push('Close with one specific question readers can answer in a comment.');
  } else if (style.engagement === 'action' && !m.callToAction && m.language === 'en') {
    f.score -= 10;
    f.improvements.push('Your voice ends with a clear call to action, and none was found.');
  } else if (m.callToAction || m.endsWithQuestion)
    f.strengths.push(`Ends with an invitation to respond${m.callToAction ? `: ${quote(m.callToAction)}` : ''}.`);

  const [min, max] = LENGTH_TARGETS[input.platform].medium;
  if (style.length === 'short' && m.chars > max) {
    f.score -= 8;
    f.improvements.push(`At ${m.chars} characters it is long for a voice that prefers short posts.`);
  } else if (style.length === 'long' && m.chars < min) {
    f.score -= 8;
    f.improvements.push(`At ${m.chars} characters it is short for a voice that prefers in-depth posts.`);
  }

  const personal = estimatePersonal(m);
  // Without a voice there is no preference to compare personal sharing with.
  if (!style.hasVoice) return finishGeneral(f, m);
  f.score -= Math.abs(personal - style.personal) * 0.25;
  if (personal - style.personal > 30)
    f.improvements.push('It says "I" or "my" often for a voice that keeps personal details back.');
  else if (style.personal - personal > 30) {
    f.improvements.push('There is little of your own experience in it, though your voice shares personal stories.');
    f.recommendations.push('Add one sentence about when this happened to you.');
  }

  return finishGeneral(f, m, style);
}

/** Checks that hold for any voice: hashtag count and emoji density. */
function finishGeneral(f: Findings, m: PostMetrics, style?: WritingStyle): Findings {
  if (m.hashtags.length > 5) {
    f.score -= 6;
    f.improvements.push(`${m.hashtags.length} hashtags; 3–5 read better.`);
    f.recommendations.push(`Keep the three most specific hashtags, e.g. ${m.hashtags.slice(0, 3).join(' ')}.`);
  }
  const emojiPerHundred = (m.emojis / Math.max(1, m.words)) * 100;
  if (emojiPerHundred > 4 || (style && style.formality >= 75 && m.emojis > 2)) {
    f.score -= 6;
    f.improvements.push(`${m.emojis} emojis in ${m.words} words is a lot for this voice.`);
  }
  return f;
}

/** Said with every analysis of a post that is not in English. */
export const NOT_ENGLISH_NOTE =
  'This post is not in English: the analysis judged its layout, length, ending, emojis, hashtags and words to avoid, not its word choice.';

/** Where the UI's "Good" starts (score-scale.ts: 80–89 Good, 90+ Excellent). */
const GOOD_SCORE = 80;

/** None of the idea's key words is in the post. */
function driftsFromIdea(input: AnalyzeConsistencyInput): boolean {
  if (!input.originalIdea) return false;
  const keywords = ideaKeywords(input.originalIdea);
  return keywords.length > 0 && !keywords.some((k) => hasKeyword(input.content, k));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Round-robin over the dimensions, so one dimension cannot crowd out the others. */
function takeBalanced(lists: readonly string[][], max: number): string[] {
  const result: string[] = [];
  for (let i = 0; result.length < max && lists.some((list) => i < list.length); i++) {
    for (const list of lists) if (i < list.length && result.length < max) result.push(list[i]!);
  }
  return result;
}

function analysisConfidence(input: AnalyzeConsistencyInput, m: PostMetrics): number {
  const voice = input.voice;
  let confidence = 0.3;
  if (voice) {
    const extended = [
      voice.currentRole,
      voice.coreValues,
      voice.conversationTone,
      voice.desiredFeeling,
      voice.contentToAvoid,
      voice.idealConnections,
      voice.journeyExcitement,
    ].filter((v) => typeof v === 'string' && v.trim()).length;
    confidence = 0.45 + (voice.goal ? 0.05 : 0) + (voice.targetAudience ? 0.05 : 0);
    confidence += Math.min(0.15, Object.keys(voice.styleChoices ?? {}).length * 0.03) + Math.min(0.2, extended * 0.03);
    if (voice.generatedPrompt) confidence += 0.03;
  }
  // A few words are thin evidence for any judgement; a post in French or Dutch is read for its form only.
  confidence *= 0.75 + 0.25 * Math.min(1, m.words / 80);
  if (m.language !== 'en') confidence *= 0.8;
  return Math.round(clamp(confidence, 0.2, 0.95) * 100) / 100;
}
