// How LinkedIn reads a post's `commentary` ("little text"), strictly: an
// unescaped reserved character is refused rather than silently garbled, so
// a test proves our escaping, and the rendered text is what a reader sees.

const RESERVED = new Set(['\\', '|', '{', '}', '@', '[', ']', '(', ')', '<', '>', '#', '*', '_', '~']);

export class LittleTextError extends Error {}

/** Reads an escaped run up to one of `stops` (unescaped); returns the text and where it stopped. */
function readText(source: string, from: number, stops: string): { text: string; end: number } {
  let text = '';
  let i = from;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\') {
      const next = source[i + 1];
      if (next === undefined) throw new LittleTextError(`dangling escape at ${i}`);
      text += next;
      i += 2;
      continue;
    }
    if (stops.includes(c)) break;
    if (RESERVED.has(c)) throw new LittleTextError(`unescaped reserved character "${c}" at ${i}`);
    text += c;
    i += 1;
  }
  return { text, end: i };
}

/** `{hashtag|\#|tag}` → "#tag"; anything else in braces is refused. */
function readTemplate(source: string, from: number): { text: string; end: number } {
  const parts: string[] = [];
  let i = from + 1;
  for (;;) {
    const part = readText(source, i, '|}');
    parts.push(part.text);
    if (part.end >= source.length) throw new LittleTextError(`unclosed template at ${from}`);
    i = part.end + 1;
    if (source[part.end] === '}') break;
  }
  const [name, sign, value] = parts;
  if (parts.length !== 3 || name !== 'hashtag' || (sign !== '#' && sign !== '＃') || !value)
    throw new LittleTextError(`unknown template at ${from}`);
  return { text: `${sign}${value}`, end: i };
}

export function renderLittleText(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    if (source[i] === '{') {
      const template = readTemplate(source, i);
      out += template.text;
      i = template.end;
      continue;
    }
    const run = readText(source, i, '{');
    out += run.text;
    i = run.end;
  }
  return out;
}
