import { afterEach, describe, expect, it } from 'vitest';
import { peekReturnTo, rememberReturnTo, safeNext, signInPathFor, takeReturnTo } from './return-to';

afterEach(() => window.sessionStorage.clear());

describe('safe next (issue 26: deep links kept through sign-in)', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeNext('/post-history?search=hiring')).toBe('/post-history?search=hiring');
    expect(safeNext('/pricing?plan=pro&code=E2E20')).toBe('/pricing?plan=pro&code=E2E20');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '/x\\y',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil',
    '',
    '/a\nb',
    '/\t/evil.example',
  ])('refuses %j', (value) => {
    expect(safeNext(value)).toBeNull();
    rememberReturnTo(value);
    expect(peekReturnTo()).toBeNull();
  });

  it('builds the auth address with the path encoded, and plain /auth for the home page or anything unsafe', () => {
    expect(signInPathFor('/post-history?search=hiring')).toBe('/auth?next=%2Fpost-history%3Fsearch%3Dhiring');
    expect(signInPathFor('/')).toBe('/auth');
    expect(signInPathFor('//evil.example')).toBe('/auth');
  });

  it('a remembered path is read once', () => {
    rememberReturnTo('/post-history?search=hiring');
    expect(takeReturnTo()).toBe('/post-history?search=hiring');
    expect(takeReturnTo()).toBeNull();
  });
});
