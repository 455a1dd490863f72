import { describe, expect, it } from 'vitest';
import { moveSlide, sameSlides } from './slides';
import { uploadProblem } from '@/lib/upload-checks';

const slides = ['a', 'b', 'c', 'd'].map((heading) => ({ heading, body: '' }));
const headings = (list: { heading: string }[]) => list.map((s) => s.heading).join('');

describe('moveSlide', () => {
  it('moves one slide and keeps the others in order', () => {
    expect(headings(moveSlide(slides, 1, 0))).toBe('bacd');
    expect(headings(moveSlide(slides, 0, 3))).toBe('bcda');
    expect(headings(moveSlide(slides, 2, 3))).toBe('abdc');
  });
  it('leaves the list as it was past either end, without changing the original', () => {
    expect(headings(moveSlide(slides, 0, -1))).toBe('abcd');
    expect(headings(moveSlide(slides, 3, 9))).toBe('abcd');
    expect(headings(slides)).toBe('abcd');
  });
  it('tells an edit from the saved slides', () => {
    expect(sameSlides(slides, moveSlide(slides, 0, 0))).toBe(true);
    expect(sameSlides(slides, moveSlide(slides, 0, 1))).toBe(false);
  });
});

describe('uploadProblem', () => {
  it('refuses what the server would refuse for its size or kind, before sending it', () => {
    expect(uploadProblem({ size: 10 * 1024 * 1024 + 1, type: 'image/png' })).toBe('The file is larger than 10 MB.');
    expect(uploadProblem({ size: 10, type: 'image/svg+xml' })).toBe('Choose a JPEG, PNG, WebP or GIF picture.');
    expect(uploadProblem({ size: 0, type: 'image/png' })).toBe('The file is empty.');
    expect(uploadProblem({ size: 10 * 1024 * 1024, type: 'image/webp' })).toBeNull();
  });
});
