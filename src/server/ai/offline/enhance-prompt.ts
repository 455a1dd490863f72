import { LENGTH_TARGETS, LINKEDIN_SEE_MORE_AT, type Platform } from '@shared/constants';
import { describeVoiceLines } from '../voice-summary';
import type { PostBrief } from '../writer';
import { buildHashtags } from './decorations';
import { extractIdeaFacts } from './idea-facts';
import { readWritingStyle } from './writing-style';

const PLATFORM_NAMES: Record<Platform, string> = { linkedin: 'LinkedIn', instagram: 'Instagram', facebook: 'Facebook' };

const PLATFORM_NOTES: Record<Platform, string> = {
  linkedin: `Put the hook in the first line, under ${LINKEDIN_SEE_MORE_AT} characters, so it shows before "…see more". Short paragraphs, white space between them.`,
  instagram: 'Write a caption: a strong first line, short lines, a friendly close. Links are not clickable in captions, so say where the link is.',
  facebook: 'Conversational and warm; write for people scrolling with friends and family in their feed.',
};

/** A structured brief from the idea, platform, mood and voice: what generatePosts (or a person) should write. */
export function enhancePromptOffline(brief: PostBrief): string {
  const facts = extractIdeaFacts(brief.originalIdea);
  const style = readWritingStyle(brief.voice);
  const [min, max] = LENGTH_TARGETS[brief.platform][brief.postLength];
  const lines = [
    `Write a ${brief.postLength} ${PLATFORM_NAMES[brief.platform]} post (${min}–${max} characters) in a ${brief.mood} tone.`,
    '',
    `Idea: ${brief.originalIdea.trim()}`,
    `Topic: ${facts.topic}`,
  ];
  if (facts.keywords.length > 0) lines.push(`Key words to build on: ${facts.keywords.slice(0, 5).join(', ')}`);
  if (facts.points.length > 0) lines.push(`Points from the idea to keep: ${facts.points.join(' / ')}`);
  lines.push('', `Platform: ${PLATFORM_NOTES[brief.platform]}`);
  if (brief.voice) {
    lines.push('', 'Brand voice:', ...describeVoiceLines(brief.voice).map((line) => `- ${line}`));
  } else {
    lines.push('', 'Brand voice: none; write as a thoughtful professional, clear and friendly.');
  }
  lines.push('', 'Format:');
  lines.push(brief.includeEmojis && !style.avoid.emojis ? '- A few fitting emojis, never more than one per paragraph.' : '- No emojis.');
  lines.push(
    brief.includeHashtags && !style.avoid.hashtags
      ? `- End with 3–5 hashtags, for example ${buildHashtags(facts, brief.platform, brief.mood, style).join(' ')}.`
      : '- No hashtags.',
  );
  lines.push(brief.includeLink && brief.linkUrl ? `- Include this link near the end: ${brief.linkUrl}` : '- No links.');
  lines.push('- Open with a hook, build on the idea with something concrete, and close with one clear call to action.');
  return lines.join('\n');
}
