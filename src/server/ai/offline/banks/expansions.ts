import type { Mood } from '@shared/constants';
import type { Template } from '../template';

// Paragraphs that deepen a post when the chosen length asks for more. The
// voice's own answers (role, values, audience, tools) come first, so a longer
// post says more about the writer rather than more of the same.

export const VOICE_EXPANSIONS: readonly Template[] = [
  { text: 'In my work as {role}, I see this play out every week.', personal: true },
  { text: 'As {role}, I have learned to take {theme} seriously early, before it becomes urgent.', personal: true },
  { text: 'For me, it comes back to {values}. When the work reflects those, the rest gets easier.', personal: true },
  { text: 'It is also a question of values. {Values} are not slogans; they show up in small decisions like these.', impersonal: true },
  { text: 'If you are {audienceContext}, this matters even more: it shapes how people experience working with you long before you notice.' },
  { text: 'I write this with {audience} in mind. The stakes are real, and the time is always short.', personal: true },
  { text: 'Tools help (I rely on {tools}), but they only amplify a process that already works.', personal: true },
  { text: 'What excites me most right now: {journey}.', personal: true },
  { text: 'I would especially love to compare notes with {connections}.', personal: true, tags: ['salesy'] },
  { text: 'If this leaves you feeling a little more {feeling}, it has done its job.' },
];

/** The idea's own further sentences: the most specific material a longer idea offers. */
export const IDEA_POINTS: readonly (readonly Template[])[] = [[{ text: '{Point}.' }], [{ text: '{Point2}.' }]];

export const GENERIC_EXPANSIONS: readonly Template[] = [
  { text: 'You might think this only works in large organisations. It does not. The smaller you are, the faster the benefit shows up.', claim: true },
  { text: 'The habit that helps most: fifteen minutes at the end of each week to look at what moved and what did not.' },
  { text: 'The most common mistake I see is waiting for the perfect moment. There is not one; there is only the next step.', personal: true, claim: true },
  { text: 'The most common mistake is waiting for the perfect moment, when all that exists is the next step.', impersonal: true, claim: true },
  { text: 'Ignoring {theme} has a cost, even when it never shows up on a dashboard: slower decisions, repeated conversations, and good people quietly losing energy.', claim: true },
  { text: 'None of this requires a big budget or a new title. It requires attention, and the patience to keep going when results are slow.' },
  { text: 'It also gets easier with practice. The first month feels awkward; by the third, it is simply how you work.' },
  { text: 'Talk to anyone who does this well and you will hear the same thing: they started before they felt ready.' },
  { text: "A simple way to check progress: compare today with four weeks ago, not with someone else's highlight reel.", moods: ['analytical', 'professional', 'confident'] },
  { text: 'Progress rarely looks dramatic from the inside. Keep going anyway; it adds up.', moods: ['inspiring', 'friendly'] },
  { text: 'Not glamorous, I know. But it works.', moods: ['casual', 'friendly'], tags: ['humour'] },
  { text: 'This is not theory. It is what works, again and again.', moods: ['confident'], claim: true },
  { text: 'If that sounds familiar, you are in good company. Most of us have been there.', moods: ['friendly', 'casual', 'inspiring'] },
  { text: 'Think of it as a system: clear inputs, few constraints, and a feedback loop short enough to learn from.', moods: ['analytical', 'professional'] },
  { text: 'The best part is that the benefits compound. Every small improvement makes the next one easier.' },
  { text: 'It is also worth being honest about trade-offs. Every yes to something is a no to something else, and that is fine.' },
  { text: 'Progress here tends to come from many small decisions rather than one big one.' },
  { text: 'Write down what you want to change before you start; it makes the result easier to judge.' },
  { text: 'Ask the people closest to the work what gets in the way. They usually know.' },
  { text: 'The first version does not need to be perfect. It needs to exist, so there is something to improve.' },
  { text: 'A short check-in every few weeks keeps it from fading once the first enthusiasm wears off.' },
  { text: 'It helps to name one person who owns it. Shared responsibility often means nobody checks.' },
  { text: 'Start with the part that annoys people most. Fixing it earns the goodwill the rest will need.' },
  { text: 'Keep the first attempt small enough that it can fail without anyone minding. That is what makes trying cheap.' },
  { text: 'Good questions get further than good answers here. Ask what is actually happening before deciding what should.' },
  { text: 'Plans change once real work starts. Treat the first plan as a draft, not a promise.' },
  { text: 'Make the next step obvious. When people know what to do on Monday morning, they usually do it.' },
  { text: 'Look for what already works and do more of it. It is cheaper than inventing something new.' },
  { text: 'Set a date to look back. Without one, the review never happens.' },
  { text: 'Be specific about what done looks like. Vague goals produce vague results.' },
  { text: 'Invite disagreement early. A concern raised in week one costs far less than one found in month three.' },
  { text: 'Simple tools are enough to begin. A shared document and a recurring reminder go a long way.' },
  { text: 'Expect some resistance; change asks people to give up a habit. Explaining the why makes it easier to give.' },
  { text: 'Decide in advance what you will stop doing to make room for it. Otherwise it competes with everything else and loses.' },
  { text: 'Borrow before you build. Someone has usually solved a version of this already, and their notes save weeks.' },
  { text: 'Keep a short written record of what you tried and what happened. Memory is a poor judge of progress.' },
  { text: 'Timing matters less than follow-through. A modest start that continues beats an ambitious one that stops.' },
  { text: 'Make it easy to do the right thing: fewer steps, clearer defaults, less to remember.' },
  { text: 'Share the reasoning, not only the decision. People support what they understand.' },
  { text: 'When something does not work, change one thing at a time. Otherwise you never learn which change mattered.' },
  { text: 'Give it enough time to show results before judging it. Most changes look worse before they look better.' },
];

/** Short lines for the last few characters a length target still needs. */
export const SHORT_EXPANSIONS: readonly Template[] = [
  { text: 'Simple, not easy.' },
  { text: 'Small steps count.' },
  { text: 'Worth the effort.' },
  { text: 'Start where you are.' },
  { text: 'It adds up.' },
];

/** Playful voices get one light aside; polished ones never do. */
export const PLAYFUL_LINES: readonly Template[] = [
  { text: '(Yes, I learned this the hard way.)', personal: true, tags: ['humour'] },
  { text: 'Spoiler: it is rarely the tool.', tags: ['humour'] },
  { text: 'My calendar and I had words about this.', personal: true, tags: ['humour'] },
];

/** One line per post that carries the chosen mood. */
export const MOOD_LINES: Record<Mood, readonly Template[]> = {
  professional: [
    { text: 'The details matter, but the direction matters more.' },
    { text: 'Clear priorities make the rest of the work easier to plan.' },
    { text: 'Clarity on the goal saves time on everything after it.' },
  ],
  friendly: [
    { text: 'If this resonates, you are not alone.' },
    { text: 'We are all figuring this out together, and that is a good thing.' },
  ],
  confident: [
    { text: 'Do this consistently and the results follow.', claim: true },
    { text: 'I am convinced this is what separates good from great.', personal: true, claim: true },
  ],
  inspiring: [
    { text: 'Small steps, taken consistently, change everything.' },
    { text: 'You do not need to have it all figured out to begin.' },
  ],
  casual: [
    { text: 'That is it. No magic, just reps.' },
    { text: 'Anyway, that is my two cents.', personal: true },
  ],
  analytical: [
    { text: 'Fewer variables, clearer signals, better decisions.' },
    { text: 'Measure, adjust, repeat.' },
  ],
};
