import type { Mood } from '@shared/constants';
import { editLine, fitHook } from '../../offline/compose/edit-line';
import { framingQuestion, moodHook } from '../../offline/compose/pick';
import { readIdea, type Beat, type IdeaReading } from '../../offline/read/read-idea';
import { splitSentences } from '../../offline/read/sentences';
import { createRandom } from '../../offline/seeded-random';
import { ImproveRefusal } from '../improve-refusal';
import { readPost, writePost, type PostParts } from './post-parts';

// Three new first lines, picked as the Offline writer picks a hook (compose/pick.ts): the post's own
// sentences in the order the mood prefers them (a number, a claim, a lesson, a question), then framing
// questions drawn from the post's facts and topic. The old first line moves down into the body, as
// compose/rehook.ts does, so nothing the author wrote is lost.

export type HookChoice = { firstLine: string; content: string };

const LIST_ITEM = /^\s*(?:[-•→*]|\d{1,2}[.)])\s/u;

type Sentence = { beat: Beat; block: number; line: number };

function sentencesOf(parts: PostParts): Sentence[] {
  return parts.body.flatMap((block, b) =>
    block.some((line) => LIST_ITEM.test(line))
      ? []
      : block.flatMap((line, l) =>
          splitSentences(line)
            .filter((text) => !/:\s*$/.test(text))
            .map((text) => {
              const beats = readIdea(text).beats;
              const beat: Beat = {
                text,
                roles: [...new Set(beats.flatMap((x) => x.roles))],
                facts: beats.flatMap((x) => x.facts),
              };
              return { beat, block: b, line: l };
            }),
        ),
  );
}

/** The body without one sentence, the old hook first. */
function withHook(parts: PostParts, hook: string, taken: Sentence | null, mood: Mood): HookChoice {
  const [first, ...spill] = fitHook(editLine(hook, parts.bank, mood), parts.bank);
  const body = parts.body
    .map((block, b) =>
      block
        .map((line, l) => {
          if (!taken || taken.block !== b || taken.line !== l) return line;
          return line
            .replace(taken.beat.text, '')
            .replace(/\s{2,}/g, ' ')
            .trim();
        })
        .filter((line) => /[\p{L}\p{N}]/u.test(line)),
    )
    .filter((block) => block.length > 0);
  // The opener ("In short:") introduced the old first line; it goes with it.
  const content = writePost({ ...parts, opener: null, hook: first!, body: [[...spill, parts.hook], ...body] });
  return { firstLine: first!, content };
}

export function hookChoices(content: string, mood: Mood, seed: string): HookChoice[] {
  const parts = readPost(content);
  const reading: IdeaReading = readIdea(content);
  const random = createRandom(`hook:${seed}`);
  const sentences = sentencesOf(parts);
  const choices: HookChoice[] = [];
  const seen = new Set([parts.hook.trim()]);
  const add = (line: string | undefined, taken: Sentence | null) => {
    if (!line || seen.has(line.trim()) || choices.length >= 3) return;
    seen.add(line.trim());
    choices.push(withHook(parts, line, taken, mood));
  };
  // The post's own sentences, in the order the mood's hook picking prefers them (two at most, so a question is offered too).
  let left = sentences;
  for (let i = 0; i < 2 && left.length; i++) {
    const at = moodHook({ reading: { ...reading, beats: left.map((s) => s.beat) }, mood, random }, -1);
    if (at < 0) break;
    add(left[at]!.beat.text, left[at]!);
    left = left.filter((_, j) => j !== at);
  }
  // Questions drawn from the post (its main fact, its topic), then its other sentences; a stock question to the reader last.
  for (const prefer of ['fact', 'topic'] as const) {
    add(framingQuestion({ reading, mood, random: random.fork(`${prefer}-${choices.length}`) }, prefer), null);
  }
  for (const s of left) add(s.beat.text, s);
  for (const n of [0, 1, 2]) add(framingQuestion({ reading, mood, random: random.fork(`open-${n}`) }, 'open'), null);
  if (choices.length === 0) throw new ImproveRefusal('This post has no other line that could open it.');
  return choices;
}
