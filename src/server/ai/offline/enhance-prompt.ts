import { LENGTH_TARGETS, LINKEDIN_SEE_MORE_AT, type Platform } from '@shared/constants';
import { describeVoiceLines } from '../voice-summary';
import type { PostBrief } from '../writer';
import { hashtagsFor } from './compose/hashtags';
import { readIdea } from './read/read-idea';
import { readWritingStyle } from './writing-style';

const PLATFORM_NAMES: Record<Platform, string> = { linkedin: 'LinkedIn', instagram: 'Instagram', facebook: 'Facebook' };

const PLATFORM_NOTES: Record<Platform, string> = {
  linkedin: `Put the hook in the first line, under ${LINKEDIN_SEE_MORE_AT} characters, so it shows before "…see more". Short paragraphs, white space between them.`,
  instagram:
    'Write a caption: a strong first line, short lines, a friendly close. Links are not clickable in captions, so say where the link is.',
  facebook: 'Conversational and warm; write for people scrolling with friends and family in their feed.',
};

/** A structured brief from the idea, platform, mood and voice: what generatePosts (or a person) should write. */
export function enhancePromptOffline(brief: PostBrief): string {
  const reading = readIdea(brief.originalIdea);
  const style = readWritingStyle(brief.voice);
  const [min, max] = LENGTH_TARGETS[brief.platform][brief.postLength];
  const lines = [
    `Write a ${brief.postLength} ${PLATFORM_NAMES[brief.platform]} post (${min}–${max} characters) in a ${brief.mood} tone.`,
    '',
    `Idea: ${brief.originalIdea.trim()}`,
    `Topic: ${reading.topic}`,
  ];
  if (reading.facts.length > 0) lines.push(`Facts to keep exactly: ${reading.facts.join(' / ')}`);
  lines.push('', `Platform: ${PLATFORM_NOTES[brief.platform]}`);
  if (brief.voice) {
    lines.push('', 'Brand voice:', ...describeVoiceLines(brief.voice).map((line) => `- ${line}`));
  } else {
    lines.push('', 'Brand voice: none; write as a thoughtful professional, clear and friendly.');
  }
  lines.push('', 'Format:');
  lines.push(
    brief.includeEmojis && !style.avoid.emojis
      ? '- A few fitting emojis, never more than one per paragraph.'
      : '- No emojis.',
  );
  lines.push(
    brief.includeHashtags && !style.avoid.hashtags
      ? `- End with at most 3 hashtags from the idea's own words, for example ${hashtagsFor(reading, brief.platform, null).join(' ') || '(none fits)'}.`
      : '- No hashtags.',
  );
  lines.push(brief.includeLink && brief.linkUrl ? `- Include this link near the end: ${brief.linkUrl}` : '- No links.');
  lines.push(
    "- Open with the idea's strongest element (a number with its noun, a claim, a question); add nothing the idea does not say.",
  );
  return lines.join('\n');
}
