import type { Platform } from '@shared/constants';
import { HASHTAG, hasHashtags, type AddRemove } from '@shared/schemas/improve';
import { hashtagsFor } from '../../offline/compose/hashtags';
import { readIdea } from '../../offline/read/read-idea';
import { ImproveRefusal } from '../improve-refusal';
import { readPost, writePost } from './post-parts';

// Hashtags in or out. In: the Offline writer's own pick (compose/hashtags.ts) from the topic nouns of
// the idea and the post, on a line of their own at the end. Out: the hashtag line goes, and a tag inside
// a sentence keeps its word ("#remote work" → "remote work").

export function changeHashtags(content: string, option: AddRemove, platform: Platform, idea: string): string {
  if (option === 'remove') {
    if (!hasHashtags(content)) throw new ImproveRefusal('This post has no hashtags to take out.');
    const parts = readPost(content);
    return writePost({ ...parts, tags: null })
      .replace(HASHTAG, (tag) => tag.slice(1))
      .trim();
  }
  if (hasHashtags(content)) throw new ImproveRefusal('This post already has hashtags.');
  const tags = hashtagsFor(readIdea(`${idea}\n\n${content}`), platform, null);
  if (tags.length === 0) throw new ImproveRefusal('No word of this post makes a hashtag.');
  return writePost({ ...readPost(content), tags: tags.join(' ') });
}
