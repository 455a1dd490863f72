import { LENGTH_TARGETS, type Mood, type Platform } from '@shared/constants';
import { countChars } from '@shared/schemas/posts';
import { editLine } from '../../offline/compose/edit-line';
import { readIdea } from '../../offline/read/read-idea';
import { splitSentences } from '../../offline/read/sentences';
import { ImproveRefusal } from '../improve-refusal';
import { readPost, writePost, type PostParts } from './post-parts';

// Shorter, as the Offline writer's short length lays a post out (compose/render.ts): the hook, the
// lines that carry the idea's facts, names, quotes and calls to action, and one ending line. Lines
// without a fact go first, from the end; fillers come out of what stays. Nothing is rewritten.

type Unit = { block: number; text: string; carries: boolean; listItem: boolean };

const LIST_ITEM = /^\s*(?:[-•→*]|\d{1,2}[.)])\s/u;

/** The length to aim at: the platform's short range, and at least a quarter off a post already in it. */
export function shorterTarget(platform: Platform, length: number): number {
  const [min, max] = LENGTH_TARGETS[platform].short;
  return Math.max(min, Math.min(max, Math.round(length * 0.75)));
}

function carries(text: string): boolean {
  return readIdea(text).beats.some(
    (beat) => beat.facts.length > 0 || beat.roles.includes('cta') || beat.roles.includes('quoted'),
  );
}

/** A list (its lead and items) is one unit; other lines are cut into sentences. */
function unitsOf(parts: PostParts): Unit[] {
  return parts.body.flatMap((block, b): Unit[] => {
    if (block.some((line) => LIST_ITEM.test(line))) {
      const text = block.join('\n');
      return [{ block: b, text, carries: carries(text), listItem: true }];
    }
    return block.flatMap((line) =>
      splitSentences(line).map((text) => ({ block: b, text, carries: carries(text), listItem: false })),
    );
  });
}

function rebuild(parts: PostParts, units: readonly Unit[], mood: Mood): PostParts {
  const body = parts.body.map((_, b) => {
    const inBlock = units.filter((u) => u.block === b);
    const lines: string[] = [];
    let prose: string[] = [];
    for (const unit of inBlock) {
      if (unit.listItem) {
        if (prose.length) lines.push(prose.join(' '));
        prose = [];
        lines.push(unit.text);
      } else prose.push(editLine(unit.text, parts.bank, mood));
    }
    if (prose.length) lines.push(prose.join(' '));
    return lines;
  });
  return { ...parts, body };
}

export function makeShorter(content: string, platform: Platform, mood: Mood): string {
  const length = countChars(content);
  const [min] = LENGTH_TARGETS[platform].short;
  if (length <= min) throw new ImproveRefusal('This post is already within the short range for its platform.');
  const target = shorterTarget(platform, length);
  const parts = readPost(content);
  // A short post opens on its hook and ends on one line: the question if it asks one.
  let current: PostParts = {
    ...parts,
    opener: null,
    ending: parts.ending.length ? [parts.ending.find((l) => /\?\s*$/.test(l)) ?? parts.ending[0]!] : [],
  };
  let units = unitsOf(current);
  const render = () => writePost(rebuild(current, units, mood));
  let text = render();
  const dropWhileLong = (candidates: readonly Unit[]) => {
    for (const unit of candidates) {
      if (countChars(text) <= target) return;
      units = units.filter((u) => u !== unit);
      text = render();
    }
  };
  // The lines without a fact go first (last first), then the ending, then facts from the end (one stays).
  dropWhileLong(units.filter((u) => !u.carries).reverse());
  if (countChars(text) > target && current.ending.length) {
    current = { ...current, ending: [] };
    text = render();
  }
  dropWhileLong(
    units
      .filter((u) => u.carries)
      .slice(1)
      .reverse(),
  );
  if (countChars(text) >= length) throw new ImproveRefusal('Nothing can come out of this post without losing a fact.');
  return text;
}
