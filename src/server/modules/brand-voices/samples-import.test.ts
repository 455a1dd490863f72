import { describe, expect, it } from 'vitest';
import { importFile, importTexts, parseCsv } from './samples-import';

describe('sample imports', () => {
  it('parses quoted CSV fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b\r\n"x, ""y""\nz",2\n')).toEqual([
      ['a', 'b'],
      ['x, "y"\nz', '2'],
    ]);
  });

  it('reads LinkedIn Shares.csv: commentary kept, reposts without text counted', () => {
    const csv =
      'Date,ShareLink,ShareCommentary,SharedUrl,MediaUrl,Visibility\n1,l1,"Line one\n\nLine two",,,MEMBER\n2,l2,,https://x.test,,MEMBER\n3,l3,"",,,MEMBER\n';
    expect(importFile('Shares.csv', `\ufeff${csv}`)).toEqual({ posts: ['Line one\n\nLine two'], empty: 1, reposts: 1 });
  });

  it('reads any CSV with a text column, a headerless CSV, and a TXT split on ---', () => {
    expect(importFile('posts.csv', 'id,text\n1,Hello there\n2,"Second, post"\n').posts).toEqual([
      'Hello there',
      'Second, post',
    ]);
    expect(importFile('posts.csv', 'First post\nSecond post\n').posts).toEqual(['First post', 'Second post']);
    expect(importFile('posts.txt', 'One\nstill one\n---\nTwo\n --- \n\n')).toEqual({
      posts: ['One\nstill one', 'Two'],
      empty: 1,
      reposts: 0,
    });
  });

  it('splits pasted posts on a line of dashes only, not on dashes inside a line', () => {
    expect(importTexts(['A -- b --- c\n---\nD']).posts).toEqual(['A -- b --- c', 'D']);
  });
});
