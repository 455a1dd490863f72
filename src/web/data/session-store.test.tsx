import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeUser } from '@/test/render';
import { assumeSignedOut, resetSession, setSessionUser, useSession } from './session-store';

function Who() {
  const session = useSession();
  return <p>{session.status === 'pending' ? 'Loading' : (session.user?.fullName ?? 'Signed out')}</p>;
}

/** Prerenders <Who /> as the build does, lets `meanwhile` happen, then hydrates it as the browser does. */
async function prerenderThenHydrate(meanwhile: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Who />);
  const markup = container.textContent;
  document.body.append(container);
  meanwhile();
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Who />, { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { markup, recoverable, container };
}

afterEach(() => {
  resetSession();
  document.body.innerHTML = '';
});

describe('session store in a prerendered page (decision 081)', () => {
  it('hydrates the "still loading" frame even when the session call has answered first, then shows who it is', async () => {
    resetSession();
    const { markup, recoverable, container } = await prerenderThenHydrate(() => setSessionUser(fakeUser({ fullName: 'Ada Lovelace' })));
    expect(markup).toBe('Loading');
    expect(recoverable, 'the hydrating render matches the markup').toEqual([]);
    expect(container).toHaveTextContent('Ada Lovelace');
  });

  it('hydrates the landing page as signed out', async () => {
    resetSession();
    assumeSignedOut();
    const { markup, recoverable, container } = await prerenderThenHydrate(() => undefined);
    expect(markup).toBe('Signed out');
    expect(recoverable).toEqual([]);
    expect(container).toHaveTextContent('Signed out');
  });
});
