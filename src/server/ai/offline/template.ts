import type { Mood, Platform } from '@shared/constants';
import { capitalise } from './idea-facts';
import type { Random } from './seeded-random';
import { breaksAvoidRules, type AvoidTag, type WritingStyle } from './writing-style';

/**
 * One sentence pattern. `{topic}` inserts a value, `{Topic}` the same value
 * with a capital first letter; a pattern whose values are missing is skipped.
 * Patterns put `{topic}` only where any noun phrase fits ("about {topic}"),
 * never as the subject of a verb, so singular and plural topics both read well.
 */
export type Template = {
  text: string;
  /** Draws on the writer's own experience: used when the voice shares personal stories. */
  personal?: boolean;
  /** Avoids "I": preferred when the voice keeps personal details out. */
  impersonal?: boolean;
  moods?: readonly Mood[];
  platforms?: readonly Platform[];
  /** Kinds of content a voice's contentToAvoid can rule out. */
  tags?: readonly AvoidTag[];
  /** Hooks: what kind of opening this is, matched against the voice's opening choice. */
  opening?: 'bold' | 'story';
  /** Sentences that make a claim: softened for low-confidence voices. */
  claim?: boolean;
};

export type TemplateVars = Partial<Record<string, string>>;

export type PickContext = {
  vars: TemplateVars;
  mood: Mood;
  platform: Platform;
  style: WritingStyle;
  random: Random;
  /** Texts already used in this post, so no pattern appears twice. */
  used: Set<string>;
  /** Values that may appear only once per post, and those already used. */
  onceOnly: ReadonlySet<string>;
  usedVars: Set<string>;
};

export type Picked = { template: Template; text: string; vars: string[] };

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

function varsOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1));
}

export function render(text: string, vars: TemplateVars): string | null {
  let missing = false;
  const result = text.replace(PLACEHOLDER, (_, name: string) => {
    const key = name.charAt(0).toLowerCase() + name.slice(1);
    const value = vars[key];
    if (value === undefined || value === '') {
      missing = true;
      return '';
    }
    return name === key ? value : capitalise(value);
  });
  return missing ? null : result;
}

/** Renders the best-fitting unused template, or null when none fits. */
export function pickTemplate(templates: readonly Template[], ctx: PickContext): Picked | null {
  const candidates: (Picked & { weight: number })[] = [];
  for (const template of templates) {
    if (ctx.used.has(template.text)) continue;
    if (template.moods && !template.moods.includes(ctx.mood)) continue;
    if (template.platforms && !template.platforms.includes(ctx.platform)) continue;
    if (template.tags?.some((tag) => ctx.style.avoid.tags.has(tag))) continue;
    // Literal avoid-words are checked on the pattern, not on the idea: the user chose the idea.
    if (breaksAvoidRules(template.text, ctx.style.avoid)) continue;
    // Without a voice the writer knows nothing of the author's life: no first-person story (decision 070).
    if (template.personal && (ctx.style.personal < 25 || !ctx.style.hasVoice)) continue;
    const vars = varsOf(template.text).filter((name) => ctx.onceOnly.has(name));
    if (vars.some((name) => ctx.usedVars.has(name))) continue;
    const text = render(template.text, ctx.vars);
    if (text === null) continue;
    candidates.push({ template, text, vars, weight: weigh(template, ctx) });
  }
  if (candidates.length === 0) return null;
  const total = candidates.reduce((sum, c) => sum + c.weight, 0);
  let roll = ctx.random.next() * total;
  const chosen = candidates.find((candidate) => (roll -= candidate.weight) < 0) ?? candidates[candidates.length - 1]!;
  ctx.used.add(chosen.template.text);
  for (const name of chosen.vars) ctx.usedVars.add(name);
  return { template: chosen.template, text: chosen.text, vars: chosen.vars };
}

/** Gives a picked pattern back, when its text did not fit after all. */
export function releaseTemplate(picked: Picked, ctx: PickContext): void {
  ctx.used.delete(picked.template.text);
  for (const name of picked.vars) ctx.usedVars.delete(name);
}

/** Voice fit as weights: preferred patterns are likelier, never certain, so versions still vary. */
function weigh(template: Template, ctx: PickContext): number {
  let weight = 1;
  const { personal } = ctx.style;
  if (template.personal) weight *= personal >= 60 ? 3 : personal >= 40 ? 1.2 : 0.4;
  if (template.impersonal) weight *= personal < 40 ? 3 : personal >= 65 ? 0.4 : 1;
  if (template.moods) weight *= 2;
  if (template.opening && ctx.style.opening) weight *= template.opening === ctx.style.opening ? 4 : 0.5;
  return weight;
}
