import type { Template } from '../template';

/** The shapes a post can take; each version of a generation gets a different one. */
export const STRUCTURES = ['story', 'list', 'contrarian', 'lesson', 'question', 'framework'] as const;
export type Structure = (typeof STRUCTURES)[number];

// First lines. On LinkedIn only ~210 characters show before "…see more", so
// every hook is one short line that makes the reader want the second.
// `{count}` is filled in at the end with the number of list items.

export const HOOKS: Record<Structure, readonly Template[]> = {
  story: [
    { text: 'A few years ago, I thought I understood {topic}. I was wrong.', personal: true, opening: 'story' },
    { text: 'Last week, a conversation about {topic} stopped me in my tracks.', personal: true, opening: 'story' },
    { text: 'I still remember the moment {topic} stopped being theory for me.', personal: true, opening: 'story' },
    { text: "Here's a story about {topic} I don't tell often.", personal: true, opening: 'story' },
    { text: '{Idea}. That sentence has a story behind it.', personal: true, opening: 'story' },
    { text: 'Picture a team that treats {topic} as an afterthought. Now picture the same team six months later.', impersonal: true, opening: 'story' },
    { text: 'Every team has a story about {topic}. This is one worth retelling.', impersonal: true, opening: 'story' },
    { text: 'Nobody warned me how much {topic} would change the way I work.', personal: true, opening: 'bold', moods: ['confident', 'casual', 'inspiring'] },
  ],
  list: [
    { text: "{count} things I've learned about {topic}:", personal: true, opening: 'bold' },
    { text: '{count} lessons on {topic} that took me far too long to learn:', personal: true, opening: 'story' },
    { text: 'If {topic} is on your plate, keep these {count} points close:', impersonal: true, opening: 'bold' },
    { text: 'When it comes to {topic}, {count} things make most of the difference:', impersonal: true, opening: 'bold', claim: true },
    { text: '{count} practical notes on {topic}, no fluff:', moods: ['confident', 'casual', 'analytical'], opening: 'bold', tags: ['hype'] },
    { text: 'My short checklist for {topic}, after plenty of trial and error:', personal: true, opening: 'story' },
    { text: '{Topic}: {count} ideas worth stealing.', moods: ['friendly', 'casual', 'inspiring'], opening: 'bold' },
  ],
  contrarian: [
    { text: 'Unpopular opinion: most advice about {topic} is far too complicated.', opening: 'bold', tags: ['hype'], claim: true },
    { text: "I'm going to push back on the usual advice about {topic}.", personal: true, opening: 'bold' },
    { text: 'Everyone says the answer to {topic} is doing more. I think it is doing less, better.', opening: 'bold', claim: true },
    { text: 'Stop treating {topic} as a side project.', moods: ['confident', 'professional', 'analytical'], opening: 'bold' },
    { text: 'This may be a slightly unpopular view, but I think we overcomplicate {topic}.', personal: true, opening: 'bold' },
    { text: "The conventional wisdom on {topic} deserves a second look. Here's why.", impersonal: true, opening: 'bold' },
    { text: "Hot take: when it comes to {topic}, effort isn't the problem. Direction is.", moods: ['confident', 'casual'], opening: 'bold', tags: ['hype'] },
  ],
  lesson: [
    { text: 'The most useful lesson I have learned about {topic} came from a mistake.', personal: true, opening: 'story' },
    { text: "Working on {topic} taught me something I didn't expect.", personal: true, opening: 'story' },
    { text: 'One lesson about {topic} keeps proving itself, year after year.', impersonal: true, opening: 'bold', claim: true },
    { text: "If I could pass on just one thing about {topic}, it would be this.", personal: true, opening: 'bold' },
    { text: "{Idea}. Here's the lesson hiding in that.", opening: 'story' },
    { text: "What {topic} teaches you, if you're paying attention:", impersonal: true, opening: 'bold', moods: ['inspiring', 'professional', 'analytical'] },
  ],
  question: [
    { text: 'What would change if you treated {topic} as a habit rather than a project?', opening: 'bold' },
    { text: 'Why do so many capable people struggle with {topic}?', opening: 'bold' },
    { text: 'Honest question: when did you last rethink how you approach {topic}?', opening: 'bold', moods: ['friendly', 'casual', 'inspiring', 'professional'] },
    { text: 'What does getting {topic} right actually look like?', opening: 'bold', moods: ['analytical', 'professional', 'confident'] },
    { text: 'Is {topic} really as hard as we make it?', opening: 'bold' },
    { text: 'A question I keep asking myself about {topic}: am I making it harder than it needs to be?', personal: true, opening: 'story' },
  ],
  framework: [
    { text: 'Here is the simple framework I use for {topic}.', personal: true, opening: 'bold' },
    { text: 'A practical way to approach {topic}, in {count} steps:', impersonal: true, opening: 'bold' },
    { text: 'Most problems with {topic} come from doing the right steps in the wrong order.', impersonal: true, opening: 'bold', claim: true },
    { text: 'If {topic} feels messy, break it into {count} steps.', opening: 'bold', moods: ['confident', 'analytical', 'professional', 'casual'] },
    { text: 'I used to wing it with {topic}. Now I follow {count} steps.', personal: true, opening: 'story' },
    { text: 'A repeatable process for {topic} beats a burst of motivation. Here is mine.', personal: true, opening: 'bold', moods: ['analytical', 'confident', 'professional'] },
  ],
};

/** The idea itself, when it is a question, makes the strongest question-led hook. */
export const QUESTION_IDEA_HOOK: Template = { text: '{Idea}?', opening: 'bold' };
