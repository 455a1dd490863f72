import { LENGTH_TARGETS, PLATFORM_CHAR_LIMITS, type Mood, type Platform, type PostLength } from '@shared/constants';
import { CTA_KINDS, CTAS, LINK_LINES } from './banks/ctas';
import { GENERIC_EXPANSIONS, IDEA_POINTS, MOOD_LINES, PLAYFUL_LINES, SHORT_EXPANSIONS, VOICE_EXPANSIONS } from './banks/expansions';
import { HOOKS, QUESTION_IDEA_HOOK, STRUCTURES } from './banks/hooks';
import { SECTIONS } from './banks/sections';
import { buildHashtags, planEmojis } from './decorations';
import type { IdeaFacts } from './idea-facts';
import type { VersionPlan } from './plan-versions';
import { polishSentence } from './polish';
import { COUNT_MARK, ONCE_ONLY_VARS, buildVars } from './post-vars';
import type { Random } from './seeded-random';
import { pickTemplate, releaseTemplate, type PickContext, type Template } from './template';
import type { WritingStyle } from './writing-style';

export type ComposeOptions = {
  facts: IdeaFacts;
  style: WritingStyle;
  plan: VersionPlan;
  platform: Platform;
  mood: Mood;
  postLength: PostLength;
  includeEmojis: boolean;
  includeHashtags: boolean;
  linkUrl?: string;
  random: Random;
  /** Templates already used by other versions of this run, so no fixed sentence recurs across versions. */
  used?: Set<string>;
};

/**
 * A sentence group, list line or fixed part of the post; `order` is where it
 * reads. Consecutive `flow` blocks are joined into paragraphs.
 */
type Block = { order: number; text: string; item?: boolean; flow?: boolean };
type Layout = { listStyle: VersionPlan['listStyle']; bullet?: string; paragraphSize: number };
/** Something that may be added to reach the length target; lower priority first. */
type Filler = { order: number; priority: number; bank: readonly Template[]; item?: boolean };

const FALLBACK_HOOK: Template = { text: 'A few thoughts on {topic}.' };
const FALLBACK_CTA: Template = { text: 'What do you think?' };

/**
 * Writes one post: hook, call to action, link and hashtags first, then body
 * parts by priority until the length target for this platform and length is
 * reached, never past its upper bound. Deterministic for a given `random`.
 */
export function composePost(options: ComposeOptions): string {
  const { facts, style, plan, platform, mood, random } = options;
  const [min, max] = LENGTH_TARGETS[platform][options.postLength];
  const upper = Math.min(max, PLATFORM_CHAR_LIMITS[platform]);
  // A bare topic gives little to say: aim at the lower half of the range, so the versions of a
  // run do not exhaust the paragraph banks and have to share sentences.
  const target = Math.round(min + ((upper - min) * plan.lengthRatio) / 2);
  const ctx: PickContext = {
    vars: buildVars(facts, style, options.linkUrl),
    mood,
    platform,
    style,
    random,
    // Starts with what other versions of the run used; see the second pass below.
    used: new Set(options.used),
    onceOnly: ONCE_ONLY_VARS,
    usedVars: new Set(),
  };
  const emojis = planEmojis(options.includeEmojis, facts, mood, platform, style, random.fork('emojis'));
  const write = (template: Template, text: string) => polishSentence(text, style, { claim: template.claim }, random);

  const blocks: Block[] = [];
  const hookBank = plan.structure === 'question' && facts.isQuestion ? [QUESTION_IDEA_HOOK] : HOOKS[plan.structure];
  const hook = pickTemplate(hookBank, ctx) ?? pickFromAny(ctx) ?? pickTemplate([FALLBACK_HOOK], { ...ctx, used: new Set() })!;
  blocks.push({ order: 0, text: write(hook.template, hook.text) + (emojis.hook ? ` ${emojis.hook}` : '') });

  const cta = pickCta(plan, ctx);
  blocks.push({ order: 90, text: (emojis.cta ? `${emojis.cta} ` : '') + write(cta.template, cta.text) });
  if (options.linkUrl) {
    const link = pickTemplate(LINK_LINES, ctx)?.text ?? `More on this: ${options.linkUrl}`;
    blocks.push({ order: 95, text: (emojis.link ? `${emojis.link} ` : '') + link });
  }
  if (options.includeHashtags && !style.avoid.hashtags) {
    blocks.push({ order: 100, text: buildHashtags(facts, platform, mood, style).join(' ') });
  }

  // Scannable voices get one thought per paragraph, narrative ones longer paragraphs.
  const layout: Layout = {
    listStyle: plan.listStyle,
    bullet: emojis.bullet,
    paragraphSize: style.layout === 'scannable' ? 1 : style.layout === 'narrative' ? 3 : 2,
  };
  const measure = () => renderBlocks(blocks, layout).length;
  const tryAdd = (filler: Filler, limit: number) => {
    const picked = pickTemplate(filler.bank, ctx);
    if (!picked) return false;
    const text = write(picked.template, picked.text);
    blocks.push({ order: filler.order, text, item: filler.item, flow: !filler.item && !text.includes('\n') });
    if (measure() <= limit) return true;
    blocks.pop();
    releaseTemplate(picked, ctx);
    return false;
  };

  for (const filler of buildFillers(options)) {
    // Priority 1 parts carry the structure (a list needs its items): always try them.
    if (filler.priority > 1 && measure() >= target) break;
    tryAdd(filler, upper);
  }
  // Still short of the minimum because other versions took the paragraphs it needed: a long
  // target may then share a paragraph with another version, never a structural part or list item.
  if (measure() < min && options.used && options.used.size > 0) {
    const others = options.used;
    ctx.used = new Set([...ctx.used].filter((text) => !others.has(text)));
    for (const filler of buildFillers(options)) {
      if (measure() >= min) break;
      if (filler.priority > 1 && !filler.item) tryAdd(filler, upper);
    }
  }
  // Short on characters after every paragraph that fits: close the gap with short lines.
  for (const template of SHORT_EXPANSIONS) {
    if (measure() >= min) break;
    tryAdd({ order: 88, priority: 99, bank: [template] }, upper);
  }
  for (const text of ctx.used) options.used?.add(text);
  return renderBlocks(blocks, layout);
}

function pickCta(plan: VersionPlan, ctx: PickContext) {
  const order = [plan.cta, ...CTA_KINDS.filter((kind) => kind !== plan.cta)];
  for (const kind of order) {
    const picked = pickTemplate(CTAS[kind], ctx);
    if (picked) return picked;
  }
  return pickTemplate([FALLBACK_CTA], ctx) ?? { template: FALLBACK_CTA, text: FALLBACK_CTA.text };
}

/** When a voice rules out every hook of a structure, borrow one from another structure. */
function pickFromAny(ctx: PickContext) {
  for (const structure of STRUCTURES) {
    const picked = pickTemplate(HOOKS[structure].filter((h) => !h.text.includes('{count}')), ctx);
    if (picked) return picked;
  }
  return null;
}

function buildFillers({ plan, style, mood, random }: ComposeOptions): Filler[] {
  const fillers: Filler[] = SECTIONS[plan.structure].map((s) => ({ order: s.order, priority: s.priority, bank: s.bank, item: s.item }));
  fillers.push({ order: 80, priority: 2.5, bank: MOOD_LINES[mood] });
  if (style.personality === 'playful' && style.formality < 70) fillers.push({ order: 45, priority: 3.5, bank: PLAYFUL_LINES });
  // Each expansion slot may use any pattern of its bank; `used` keeps them distinct.
  const slots = (bank: readonly Template[], count: number, priority: number, order: number) =>
    Array.from({ length: count }, (_, i) => ({ order: order + i / 100, priority: priority + i / 100, bank: random.shuffle(bank) }));
  IDEA_POINTS.forEach((bank, i) => fillers.push({ order: 25 + i / 10, priority: 1.5 + i, bank }));
  if (style.hasVoice) fillers.push(...slots(VOICE_EXPANSIONS, 4, 4, 50));
  fillers.push(...slots(GENERIC_EXPANSIONS, GENERIC_EXPANSIONS.length, 6, 60));
  return fillers.sort((a, b) => a.priority - b.priority || a.order - b.order);
}

/** Joins blocks in reading order; list lines sit on consecutive lines with their markers. */
function renderBlocks(blocks: readonly Block[], layout: Layout): string {
  const sorted = [...blocks].sort((a, b) => a.order - b.order);
  const itemCount = sorted.filter((b) => b.item).length;
  let itemIndex = 0;
  let flowRun = 0;
  let text = '';
  sorted.forEach((block, i) => {
    const previous = sorted[i - 1];
    let line = block.text;
    if (block.item) {
      itemIndex += 1;
      line = `${layout.bullet ? `${layout.bullet} ` : layout.listStyle === 'numbered' ? `${itemIndex}. ` : '- '}${line}`;
    }
    const continuesParagraph = block.flow && previous?.flow && flowRun < layout.paragraphSize;
    flowRun = continuesParagraph ? flowRun + 1 : 1;
    if (previous) text += continuesParagraph ? ' ' : block.item && previous.item ? '\n' : '\n\n';
    text += line;
  });
  return text.replaceAll(COUNT_MARK, String(itemCount));
}
