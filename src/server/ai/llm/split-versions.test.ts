import { describe, expect, it } from 'vitest';
import { splitVersions, type VersionPiece } from './split-versions';

// One answer, several versions: each piece of text reaches the right version
// as it streams, whatever the chunking.

async function* chunks(text: string, size: number) {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

async function split(text: string, count: number, size: number) {
  const pieces: VersionPiece[] = [];
  for await (const piece of splitVersions(chunks(text, size), count)) pieces.push(piece);
  const texts = new Map<number, string>();
  for (const p of pieces) if ('text' in p) texts.set(p.version, (texts.get(p.version) ?? '') + p.text);
  const ended = pieces.filter((p) => 'end' in p).map((p) => p.version);
  return { texts: Object.fromEntries(texts), ended, pieces };
}

const answer = [
  '=== Version 1 ===',
  'We shipped version 2 of our app.',
  '',
  'Version 2 is faster.',
  '=== Version 2 ===',
  '',
  'Faster app, same price.',
  '=== Version 3 ===',
  'Our app is twice as fast now.',
].join('\n');

describe('splitVersions', () => {
  for (const size of [1, 3, 7, 1000])
    it(`sends each version its own text, in chunks of ${size}`, async () => {
      const { texts, ended } = await split(answer, 3, size);
      expect(texts).toEqual({
        1: 'We shipped version 2 of our app.\n\nVersion 2 is faster.\n',
        2: 'Faster app, same price.\n',
        3: 'Our app is twice as fast now.',
      });
      expect(ended).toEqual([1, 2, 3]);
    });

  it('passes text on before its line ends, holding back only what may be a marker', async () => {
    const { pieces } = await split('=== Version 1 ===\nA long first line that streams', 2, 4);
    expect(pieces.filter((p) => 'text' in p).length).toBeGreaterThan(3);
  });

  it('takes text before the first marker as version 1, and a marker out of range as text', async () => {
    const { texts, ended } = await split(
      'Forgot the marker.\n== Version 2 ==\nSecond.\n=== Version 7 ===\nStill second.',
      3,
      5,
    );
    expect(texts).toEqual({ 1: 'Forgot the marker.\n', 2: 'Second.\n=== Version 7 ===\nStill second.' });
    expect(ended).toEqual([1, 2]);
  });

  it('drops a preamble before "Version 1", and takes a whole answer without markers as version 1', async () => {
    const { texts, ended } = await split(
      'Here are three versions:\n\n=== Version 1 ===\nFirst.\n=== Version 2 ===\nSecond.',
      2,
      4,
    );
    expect(texts).toEqual({ 1: 'First.\n', 2: 'Second.' });
    expect(ended).toEqual([1, 2]);
    const bare = await split('Just one post,\nwith two lines.', 3, 3);
    expect(bare.texts).toEqual({ 1: 'Just one post,\nwith two lines.' });
    expect(bare.ended).toEqual([1]);
  });

  it('leaves out a version the answer skipped or left empty', async () => {
    const { texts, ended } = await split('=== Version 1 ===\n\n=== Version 2 ===\nOnly this one.', 3, 2);
    expect(texts).toEqual({ 2: 'Only this one.' });
    expect(ended).toEqual([2]);
  });
});
