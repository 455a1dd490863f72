import { describe, expect, it } from 'vitest';
import { readHistoryParams, writeHistoryParams } from './history-params';

describe('history URL parameters', () => {
  it('reads filters and page, ignoring what is not valid', () => {
    expect(readHistoryParams(new URLSearchParams('search=%20rituals%20&mood=casual&period=week&page=3'))).toEqual({
      search: 'rituals',
      mood: 'casual',
      period: 'week',
      page: 3,
    });
    expect(readHistoryParams(new URLSearchParams('mood=angry&period=year&page=abc'))).toEqual({
      search: '',
      mood: undefined,
      period: undefined,
      page: 1,
    });
    expect(readHistoryParams(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(writeHistoryParams({ search: '', mood: undefined, period: undefined, page: 1 }).toString()).toBe('');
    expect(writeHistoryParams({ search: 'a b', mood: 'friendly', period: 'today', page: 2 }).toString()).toBe(
      'search=a+b&mood=friendly&period=today&page=2',
    );
  });
});
