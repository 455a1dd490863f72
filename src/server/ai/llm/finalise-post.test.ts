import { describe, expect, it } from 'vitest';
import type { PostBrief } from '../writer';
import { finalisePost } from './finalise-post';

const brief: PostBrief = {
  originalIdea: 'We raised €12.4M.',
  platform: 'linkedin',
  mood: 'professional',
  postLength: 'medium',
  includeEmojis: true,
  includeHashtags: true,
  includeLink: false,
  voice: null,
};

describe('finalisePost', () => {
  it('strips a preamble, notes after the post, code fences and quotes around it', () => {
    expect(
      finalisePost("Sure! Here's a LinkedIn post for you:\n\nWe raised €12.4M.\n\nNote: I kept it short.", brief),
    ).toBe('We raised €12.4M.');
    expect(finalisePost('```\n"We raised €12.4M. Thank you all."\n```', brief)).toBe(
      'We raised €12.4M. Thank you all.',
    );
    expect(finalisePost('Voici le post :\n\nNous avons levé 12,4 M€.', brief)).toBe('Nous avons levé 12,4 M€.');
    // A real opening that happens to end with a colon stays.
    expect(finalisePost("Here's what I learned:\n- ship small\n- ask early", brief)).toBe(
      "Here's what I learned:\n- ship small\n- ask early",
    );
    // Quotes inside the post are the author's, not a wrapper.
    expect(finalisePost('"Done is better than perfect" is wrong, says "our CTO"', brief)).toBe(
      '"Done is better than perfect" is wrong, says "our CTO"',
    );
  });

  it('writes markdown as plain text, keeping hashtags', () => {
    const raw =
      '## Big news\n\n**We raised €12.4M** with *Kima Ventures*.\n\n* hiring\n* shipping\n\nRead [the details](https://example.com/a).\n\n#Funding #Startups';
    expect(finalisePost(raw, brief)).toBe(
      'Big news\n\nWe raised €12.4M with Kima Ventures.\n\n• hiring\n• shipping\n\nRead the details: https://example.com/a.\n\n#Funding #Startups',
    );
  });

  it('places a missing link after the text and before the hashtags', () => {
    const post = finalisePost('We raised €12.4M.\n\n#Funding #Startups', {
      ...brief,
      includeLink: true,
      linkUrl: 'https://example.com/news',
    });
    expect(post).toBe('We raised €12.4M.\n\nhttps://example.com/news\n\n#Funding #Startups');
  });

  it('drops emojis and hashtags the voice avoids, even when the options ask for them', () => {
    const voice = { formality: 70, personalSharing: 30, confidence: 60, contentToAvoid: 'emojis, hashtags' };
    expect(finalisePost('We raised €12.4M 🚀\n\n#Funding', { ...brief, voice })).toBe('We raised €12.4M');
  });

  it('keeps the post under the platform limit with its hashtags', () => {
    const post = finalisePost(`${'A sentence that goes on. '.repeat(200)}\n\n#Funding`, {
      ...brief,
      platform: 'facebook',
    });
    expect(post.length).toBeLessThanOrEqual(2000);
    // Cut at a sentence, hashtags kept.
    expect(post).toMatch(/on\.\n\n#Funding$/);
  });
});
