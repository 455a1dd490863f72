import { HASHTAG } from '@shared/schemas/improve';
import { bankFor, detectLanguage, type Bank, type IdeaLanguage } from '../../offline/read/bank';
import en from '../banks/en.json' with { type: 'json' };
import fr from '../banks/fr.json' with { type: 'json' };
import nl from '../banks/nl.json' with { type: 'json' };

// A post read back into the parts the Offline writer lays out (compose/render.ts): an opener, the hook,
// the body, the ending (framing questions, closing lines, calls to action), the link line and the
// hashtags. The framing lines are recognised from the same phrase banks that wrote them, so an
// improvement moves or replaces exactly the lines the writer would have written, never the author's own.

export type ImproveBank = typeof en;
const IMPROVE_BANKS: Record<Exclude<IdeaLanguage, 'other'>, ImproveBank> = { en, fr, nl };

export type PostParts = {
  language: IdeaLanguage;
  bank: Bank;
  improveBank: ImproveBank;
  opener: string | null;
  hook: string;
  /** Blocks (paragraphs) of lines. */
  body: string[][];
  ending: string[];
  /** Ending lines shared one paragraph (Instagram's compact layout). */
  compactEnding: boolean;
  link: string | null;
  tags: string | null;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A bank line with placeholders ("What's your experience with {topic}?") as a pattern. */
const templatePattern = (line: string) =>
  new RegExp(`^${escape(line).replace(/\\\{(?:fact|topic|Topic|url)\\\}/g, '.+')}$`, 'u');

const bare = (line: string) =>
  line
    .replace(new RegExp(HASHTAG.source, 'gu'), '')
    .replace(/\p{Extended_Pictographic}|\uFE0F/gu, '')
    .trim();

/** Every framing line the writers' banks can end a post with, as patterns. */
function framingPatterns(bank: Bank, improveBank: ImproveBank): RegExp[] {
  return [...Object.values(bank.closes).flat(), ...Object.values(bank.questions).flat(), ...improveBank.ctas].map(
    templatePattern,
  );
}

export function isFramingLine(line: string, parts: Pick<PostParts, 'bank' | 'improveBank'>): boolean {
  const text = bare(line);
  if (!text) return false;
  return /\?\s*$/.test(text) || framingPatterns(parts.bank, parts.improveBank).some((p) => p.test(text));
}

const isTagsLine = (line: string) => {
  const words = line.trim().split(/\s+/);
  return words.length > 0 && words.every((w) => new RegExp(`^${HASHTAG.source}$`, 'u').test(w));
};

export function readPost(content: string): PostParts {
  const blocks = content
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trimEnd())
        .filter((line) => line.trim()),
    )
    .filter((block) => block.length > 0);
  const language = detectLanguage(content.replace(new RegExp(HASHTAG.source, 'gu'), ' '));
  const bank = bankFor(language);
  const improveBank = language === 'other' ? en : IMPROVE_BANKS[language];
  const parts: PostParts = {
    language,
    bank,
    improveBank,
    opener: null,
    hook: '',
    body: [],
    ending: [],
    compactEnding: false,
    link: null,
    tags: null,
  };
  const last = () => blocks[blocks.length - 1];
  const popLine = () => {
    const block = last()!;
    const line = block.pop()!;
    if (block.length === 0) blocks.pop();
    return line;
  };
  if (blocks.length > 1 && last()!.length === 1 && isTagsLine(last()![0]!)) parts.tags = popLine();
  const linkPatterns = bank.linkLine.map(templatePattern);
  if (blocks.length > 1 && linkPatterns.some((p) => p.test(last()![last()!.length - 1]!.trim())))
    parts.link = popLine();
  // The ending: trailing framing lines, never the hook's own paragraph.
  while (blocks.length > 1 && isFramingLine(last()![last()!.length - 1]!, parts)) {
    if (last()!.length > 1) parts.compactEnding = true;
    parts.ending.unshift(popLine().trim());
  }
  const openers = Object.values(bank.openers).flat();
  if (blocks.length > 1 && blocks[0]!.length === 1 && openers.includes(blocks[0]![0]!.trim())) {
    parts.opener = blocks.shift()![0]!.trim();
  }
  const [first = [], ...rest] = blocks;
  parts.hook = first[0]?.trim() ?? '';
  parts.body = [...(first.length > 1 ? [first.slice(1)] : []), ...rest];
  return parts;
}

/** The parts laid out again as render.ts lays them out (blank lines between parts). */
export function writePost(parts: PostParts): string {
  const blocks = [
    ...(parts.opener ? [parts.opener] : []),
    parts.hook,
    ...parts.body.filter((block) => block.length > 0).map((block) => block.join('\n')),
    ...(parts.ending.length ? [parts.ending.join(parts.compactEnding ? '\n' : '\n\n')] : []),
    ...(parts.link ? [parts.link] : []),
    ...(parts.tags ? [parts.tags] : []),
  ];
  return blocks
    .filter((block) => block.trim())
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
