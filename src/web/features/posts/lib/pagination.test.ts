import { describe, expect, it } from 'vitest';
import { pageWindow, totalPagesFor } from './pagination';

describe('pageWindow', () => {
  it('shows nothing for a single page', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([]);
  });

  it('shows every page when an ellipsis would hide only one or two', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('starts with pages 1 to 5, an ellipsis and the last page (customer-area §2)', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 8]);
  });

  it('follows the current page beyond page 4', () => {
    expect(pageWindow(5, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
  });

  it('shows the last five pages near the end', () => {
    expect(pageWindow(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(pageWindow(5, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8]);
  });

  it('always contains the current page, clamped into range', () => {
    for (let total = 2; total <= 30; total++) {
      for (let page = 1; page <= total; page++) expect(pageWindow(page, total)).toContain(page);
    }
    expect(pageWindow(99, 20)).toContain(20);
    expect(pageWindow(0, 20)).toContain(1);
  });
});

describe('totalPagesFor', () => {
  it('rounds up and is at least 1', () => {
    expect(totalPagesFor(0, 10)).toBe(1);
    expect(totalPagesFor(10, 10)).toBe(1);
    expect(totalPagesFor(11, 10)).toBe(2);
    expect(totalPagesFor(200, 10)).toBe(20);
  });
});
