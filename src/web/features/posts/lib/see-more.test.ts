import { describe, expect, it } from 'vitest';
import { LINKEDIN_SEE_MORE_AT } from '@shared/constants';
import { seeMoreCut } from './see-more';

describe('seeMoreCut', () => {
  it('keeps a short post whole', () => {
    expect(seeMoreCut('One line.\n\nThree lines.\n')).toEqual({
      visible: 'One line.\n\nThree lines.',
      isTruncated: false,
    });
  });

  it('cuts after the third line, blank lines included', () => {
    expect(seeMoreCut('Hook.\n\nSecond paragraph.\n\nThird.')).toEqual({
      visible: 'Hook.\n\nSecond paragraph.',
      isTruncated: true,
    });
    expect(seeMoreCut('a\nb\nc\nd')).toEqual({ visible: 'a\nb\nc', isTruncated: true });
  });

  it(`cuts a long first line at ${LINKEDIN_SEE_MORE_AT} characters, on a word boundary`, () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const { visible, isTruncated } = seeMoreCut(words);
    expect(isTruncated).toBe(true);
    expect(visible.length).toBeLessThanOrEqual(LINKEDIN_SEE_MORE_AT);
    expect(visible.length).toBeGreaterThan(LINKEDIN_SEE_MORE_AT - 25);
    expect(words.startsWith(visible)).toBe(true);
    expect(words[visible.length]).toBe(' ');
  });

  it('cuts mid-word only when there is no space nearby', () => {
    const { visible } = seeMoreCut('x'.repeat(500));
    expect(visible).toBe('x'.repeat(LINKEDIN_SEE_MORE_AT));
  });

  it('uses whichever limit comes first', () => {
    const text = `${'a'.repeat(150)}\n${'b'.repeat(150)}\nc\nd`;
    const { visible } = seeMoreCut(text);
    expect(visible).toBe(`${'a'.repeat(150)}\n${'b'.repeat(LINKEDIN_SEE_MORE_AT - 151)}`);
  });

  it('never splits an emoji', () => {
    const text = `${'a'.repeat(LINKEDIN_SEE_MORE_AT - 1)}👋 and more`;
    const { visible } = seeMoreCut(text, {});
    expect(visible).toBe('a'.repeat(LINKEDIN_SEE_MORE_AT - 1));
  });
});
