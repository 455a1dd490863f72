import type { Template } from '../template';

/** How a post asks for a response; each version of a generation ends differently. */
export const CTA_KINDS = ['question', 'share', 'connect', 'save', 'reflect', 'follow', 'message'] as const;
export type CtaKind = (typeof CTA_KINDS)[number];

export const CTAS: Record<CtaKind, readonly Template[]> = {
  question: [
    { text: 'What has worked for you when it comes to {theme}?', platforms: ['linkedin', 'facebook'] },
    { text: 'How do you approach {theme} in your team?', platforms: ['linkedin'] },
    { text: 'Where do you disagree? I would genuinely like to hear the counter-arguments.', platforms: ['linkedin', 'facebook'] },
    { text: 'What would you add? Tell me in the comments.' },
    { text: 'Tell me in the comments: what is your experience with {theme}?', platforms: ['instagram', 'facebook'] },
    { text: 'Let me know in the comments: which part resonates most?', platforms: ['facebook', 'instagram'] },
  ],
  share: [
    { text: 'If this was useful, share it with someone who is wrestling with {theme} right now.' },
    { text: 'Know someone who needs to hear this? Pass it on.', platforms: ['linkedin', 'facebook'] },
    { text: 'Tag someone who needs this today.', platforms: ['instagram', 'facebook'] },
  ],
  connect: [
    { text: 'If {theme} is on your mind too, let us connect. I would like to hear how you approach it.', personal: true },
    { text: 'Working on something similar? My inbox is open; I always enjoy comparing notes.', personal: true },
    { text: 'Always happy to connect with people who care about {theme}.', personal: true, platforms: ['linkedin'] },
  ],
  save: [
    { text: 'Save this for the next time {theme} lands on your plate.' },
    { text: 'Bookmark this one. Your future self will thank you.', tags: ['humour'] },
  ],
  reflect: [
    { text: 'Take two minutes today and ask yourself: what is one small change I could make?' },
    { text: 'Before you scroll on, pick one idea from this post and try it this week.' },
  ],
  follow: [
    { text: 'Follow along for more practical notes on {theme}.', tags: ['salesy'] },
    { text: 'I share what I learn about {theme} every week. Follow if that is useful to you.', personal: true, tags: ['salesy'] },
  ],
  message: [
    { text: 'If you are working on {theme} and want a second pair of eyes, send me a message.', personal: true, tags: ['salesy'] },
    { text: 'Want to talk it through for your situation? Send me a message and let us find a time.', personal: true, tags: ['salesy'] },
  ],
};

/** `{url}` is the user's link, written out in full (Instagram captions cannot link, so it says so). */
export const LINK_LINES: readonly Template[] = [
  { text: 'Read more: {url}', platforms: ['linkedin', 'facebook'] },
  { text: 'The full write-up is here: {url}', platforms: ['linkedin', 'facebook'] },
  { text: 'More on this: {url}' },
  { text: 'Link to the full story: {url}', platforms: ['instagram'] },
];
