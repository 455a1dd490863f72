import type { Template } from '../template';
import type { Structure } from './hooks';

/**
 * A part of a post's body. `priority` decides what is written first when
 * space is short (1 = always); `order` decides where it reads. `item` parts
 * are list lines, kept together on consecutive lines.
 */
export type Section = { order: number; priority: number; item?: boolean; bank: readonly Template[] };

const IDEA_LINE: readonly Template[] = [
  { text: 'It started with a simple thought: {idea}.' },
  { text: 'The thought behind this post: {idea}.' },
  { text: 'This has been on my mind: {idea}.', personal: true },
];

const LESSON_LINE: readonly Template[] = [
  { text: 'The lesson: {theme} is less about talent and more about habits.', claim: true },
  { text: 'The lesson I keep relearning: consistency beats intensity.', personal: true, claim: true },
  { text: 'The takeaway: clarity comes from doing, not from waiting until you feel ready.', claim: true },
  { text: 'What stuck with me: the simple version, done well, beats the clever version done halfway.', personal: true, claim: true },
  { text: 'The lesson: asking for help early is a strength, not a weakness.', claim: true, moods: ['friendly', 'inspiring', 'professional', 'casual'] },
];

const PRINCIPLES: readonly Template[] = [
  { text: 'Start smaller than feels comfortable. A first step this week beats a perfect plan for next quarter.' },
  { text: 'Get clear on why {theme} matters before deciding how to do it.' },
  { text: "Write things down. What isn't written down gets renegotiated every week." },
  { text: 'Ask the people closest to the work. They usually see the problem first.' },
  { text: 'Measure what matters, not what is easy to count.', moods: ['analytical', 'professional', 'confident'] },
  { text: 'Protect time for it. Good intentions rarely survive a packed calendar.' },
  { text: 'Expect the first version to be wrong, and plan for the second.' },
  { text: 'Teach it to someone else. Explaining {theme} shows you where the gaps are.' },
  { text: "Say no to the good ideas that don't serve the goal." },
  { text: 'Review it regularly. A short monthly look back catches most problems early.' },
  { text: 'Keep it visible. What gets seen gets improved.' },
  { text: 'Celebrate progress, not only results.', moods: ['friendly', 'inspiring', 'casual'] },
];

/** Steps of the framework post, in reading order; the first three always appear. Each has several wordings, so no step line recurs across posts. */
const STEPS: readonly { order: number; priority: number; texts: readonly string[] }[] = [
  {
    order: 30,
    priority: 1,
    texts: [
      'Define: write down, in one sentence, what a good outcome looks like.',
      'Define: agree on what a good result would look like, in plain words.',
      'Define: describe the outcome you want before picking a method.',
    ],
  },
  {
    order: 31,
    priority: 3,
    texts: ['Diagnose: list what gets in the way today. Be specific.', 'Diagnose: name the two or three things that slow it down now.', 'Diagnose: ask where it breaks today, and write the answers down.'],
  },
  {
    order: 32,
    priority: 1,
    texts: [
      'Decide: pick the one change with the biggest effect and the smallest cost.',
      'Decide: choose one change to try first, the cheapest one that could matter.',
      'Decide: commit to a single change rather than five half-changes.',
    ],
  },
  {
    order: 33,
    priority: 1,
    texts: ['Do: try it for two weeks. Small and consistent beats big and occasional.', 'Do: run it for a fixed period, long enough to see a difference.', 'Do: start this week, at a size you can keep up.'],
  },
  {
    order: 34,
    priority: 2,
    texts: ['Debrief: look at what changed, keep what worked, drop the rest.', 'Debrief: compare before and after, then decide what stays.', 'Debrief: review honestly what helped and what did not.'],
  },
  {
    order: 35,
    priority: 4,
    texts: [
      'Share: tell the people around you what you learned, so the next round starts ahead.',
      'Share: pass on what you found, so others do not start from zero.',
      'Share: write a short note on what you learned for the next person.',
    ],
  },
];

const QUESTIONS: readonly Template[] = [
  {
    text: 'Three questions worth asking:\n- What is the smallest step I can take this week?\n- Who else needs to be part of this?\n- How will I know it is working?',
  },
  {
    text: 'Questions I find useful:\n- What would I stop doing to make room for it?\n- Who has already solved a version of this?\n- What would "good enough" look like?',
  },
];

export const SECTIONS: Record<Structure, readonly Section[]> = {
  story: [
    { order: 10, priority: 3, bank: IDEA_LINE },
    {
      order: 20,
      priority: 1,
      bank: [
        { text: 'At the time, {theme} felt like something I could figure out along the way. I focused on everything else and assumed the rest would follow.', personal: true },
        { text: 'On paper, the plan was solid. In practice, {theme} kept slipping down the list while more urgent work took over.', impersonal: true },
        { text: 'I had the plan, the tools and the best intentions. What I did not have was a clear picture of what {theme} really asked of me.', personal: true },
      ],
    },
    {
      order: 30,
      priority: 2,
      bank: [
        { text: 'Then it caught up with me. Deadlines slipped, conversations got harder, and I realised I had been solving the wrong problem.', personal: true },
        { text: 'The turning point was a simple question from a colleague: "What would this look like if it were easy?"' },
        { text: 'Then the cracks showed: small delays, repeated discussions, and a growing sense that effort was not turning into progress.', impersonal: true },
      ],
    },
    {
      order: 40,
      priority: 4,
      bank: [
        { text: 'What changed was small. I started treating {theme} as part of the work, not something extra on top of it.', personal: true },
        { text: 'What changed was not a tool or a template. It was paying attention earlier, and being honest about what was not working.' },
        { text: 'The fix was almost boring: one clear priority, one owner, and a short check-in every week.', impersonal: true },
      ],
    },
    { order: 85, priority: 2, bank: LESSON_LINE },
  ],
  list: [
    { order: 10, priority: 6, bank: IDEA_LINE },
    ...[0, 1, 2].map((i) => ({ order: 30 + i, priority: 1, item: true, bank: PRINCIPLES })),
    ...[3, 4, 5, 6].map((i) => ({ order: 30 + i, priority: 3 + i, item: true, bank: PRINCIPLES })),
    {
      order: 85,
      priority: 4,
      bank: [
        { text: 'None of this is complicated. The hard part is doing it consistently.' },
        { text: 'Pick one and try it this week. That is how it starts.' },
        { text: "You don't need all of them. One, done well, is plenty to start with." },
      ],
    },
  ],
  contrarian: [
    {
      order: 20,
      priority: 1,
      bank: [
        { text: 'The usual advice is to add more: more tools, more meetings, more effort. It sounds sensible, and it rarely works.' },
        { text: 'We are told to move faster and do more. With {theme}, that mostly creates noise.', claim: true },
      ],
    },
    {
      order: 30,
      priority: 2,
      bank: [
        { text: 'In my experience, {theme} improves when you remove things, not when you add them: fewer priorities, clearer owners, shorter feedback loops.', personal: true, claim: true },
        { text: 'What works is subtraction: fewer priorities, clearer owners, shorter feedback loops.', impersonal: true, claim: true },
      ],
    },
    {
      order: 40,
      priority: 3,
      bank: [
        { text: 'The people I see doing this well are rarely the busiest. They are the ones who decided what not to do.', personal: true },
        { text: 'Those who get this right are rarely the busiest. They are the ones who decided what not to do.', impersonal: true },
      ],
    },
    { order: 50, priority: 4, bank: [{ text: "That doesn't mean effort doesn't matter. It means effort needs a direction." }] },
    { order: 85, priority: 5, bank: LESSON_LINE },
  ],
  lesson: [
    { order: 10, priority: 4, bank: IDEA_LINE },
    {
      order: 20,
      priority: 1,
      bank: [
        { text: 'For a long time I treated {theme} as a box to tick.', personal: true },
        { text: 'Most of us treat {theme} as a box to tick.', impersonal: true },
      ],
    },
    {
      order: 30,
      priority: 3,
      bank: [
        { text: 'The mistake was assuming good intentions would be enough. They rarely are; structure is what carries you through the busy weeks.' },
        { text: 'The problem is that boxes get ticked without anything changing. Activity is not the same as progress.', claim: true },
      ],
    },
    { order: 40, priority: 2, bank: LESSON_LINE },
    {
      order: 50,
      priority: 5,
      bank: [
        { text: 'Now I ask one question before I start: what does success look like, and how will I know?', personal: true },
        { text: 'A useful habit: before starting, agree on what success looks like and how you will know.', impersonal: true },
      ],
    },
  ],
  question: [
    {
      // The answer below replies to this question: they always appear together.
      order: 20,
      priority: 1,
      bank: [
        { text: 'And if it matters that much, why does it keep getting pushed to next week?' },
        { text: 'Most of us already know what good looks like. So why is it so hard to do?' },
      ],
    },
    {
      order: 30,
      priority: 1,
      bank: [
        { text: 'My answer: because {theme} rarely feels urgent until it is. The fix is not more motivation; it is a small, repeatable routine.', personal: true, claim: true },
        { text: 'Usually because it rarely feels urgent until it is. The fix is not more motivation; it is a small, repeatable routine.', impersonal: true, claim: true },
      ],
    },
    { order: 40, priority: 3, bank: QUESTIONS },
    { order: 10, priority: 5, bank: IDEA_LINE },
  ],
  framework: [
    { order: 10, priority: 5, bank: IDEA_LINE },
    ...STEPS.map((step) => ({ order: step.order, priority: step.priority, item: true, bank: step.texts.map((text) => ({ text })) })),
    {
      order: 85,
      priority: 3,
      bank: [
        { text: 'Simple on purpose. The steps are easy to remember, which is what makes them easy to repeat.' },
        { text: 'Run it once and it feels slow. Run it three times and it becomes how you work.' },
      ],
    },
  ],
};
