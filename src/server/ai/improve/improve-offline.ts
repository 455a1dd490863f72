import type { ImproveOutcome, ImprovePostInput } from '../writer';
import { changeEmojis } from './offline/emojis';
import { changeEnding } from './offline/ending';
import { changeHashtags } from './offline/hashtags';
import { hookChoices } from './offline/hook';
import { makeShorter } from './offline/shorter';
import { ImproveRefusal } from './improve-refusal';

export const LONGER_NEEDS_A_MODEL =
  'Longer needs a language model: the Offline writer only rearranges what you wrote and never adds to it.';

/** The Improve menu by rule (the Offline writer, and the rule-based tools of every writer): no model, no cost. */
export function improveByRule(input: ImprovePostInput): ImproveOutcome {
  const { content, request, mood, platform, seed } = input;
  const changed = (text: string): ImproveOutcome => ({ kind: 'changed', content: text });
  switch (request.action) {
    case 'shorter':
      return changed(makeShorter(content, platform, mood));
    case 'hook':
      return { kind: 'choices', choices: hookChoices(content, mood, seed) };
    case 'ending':
      return changed(changeEnding(content, request.option, mood, seed));
    case 'emojis':
      return changed(changeEmojis(content, request.option, mood, seed));
    case 'hashtags':
      return changed(changeHashtags(content, request.option, platform, input.originalIdea));
    case 'longer':
      throw new ImproveRefusal(LONGER_NEEDS_A_MODEL);
  }
}
