import { describe, expect, it } from 'vitest';
import FIRST_SCREENS from './first-screens.json';
import { CHUNK_LOADERS, firstScreenChunks } from './preload';

describe('first screens', () => {
  it('names only chunks the app knows how to load', () => {
    const named = Object.values(FIRST_SCREENS.paths).flatMap((s: { signedIn?: string[]; signedOut: string[] }) => [
      ...(s.signedIn ?? []),
      ...s.signedOut,
    ]);
    expect(named.filter((name) => !(name in CHUNK_LOADERS))).toEqual([]);
  });

  it('preloads the screen and, on a signed-in path, the sign-in screen a visitor without a session gets', () => {
    expect(firstScreenChunks('/dashboard/')).toEqual([
      'dashboard-page',
      'signed-in-area',
      'data-provider',
      'auth-page',
    ]);
    expect(firstScreenChunks('/pricing')).toEqual(['pricing-page', 'data-provider']);
    expect(firstScreenChunks('/')).toEqual(['landing-page']);
    expect(firstScreenChunks('/no-such-page')).toEqual([]);
  });
});
