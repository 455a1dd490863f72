import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@shared/constants';
import { openDatabase } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { signIn } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestDatabase } from '../../test/test-database';

// Decision 049: the session lookup is one prepared statement and nothing is
// cached between requests, so what one process changes counts on the very
// next request in every other. On PostgreSQL the second app has a pool of its
// own (another process, as far as the database can tell).

describe('sign-out and suspension take effect on the next request in every process', () => {
  let a: TestApp;
  let b: TestApp;
  let secondHandle: TestDatabase | undefined;

  beforeAll(async () => {
    a = await createTestApp();
    secondHandle = a.database.url ? await openDatabase({ kind: 'postgres', url: a.database.url, max: 4 }) : undefined;
    b = await createTestApp({ database: secondHandle ?? a.database, clock: a.clock });
  });
  afterAll(async () => {
    await b.close();
    await secondHandle?.close();
    await a.close();
  });

  const me = (t: TestApp, cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

  it('resolves a session to exactly the user row Drizzle reads', async () => {
    const user = await createUser(a.db, { credits: 42 });
    const { cookie } = await signIn(a.app, user.email);
    const resolved = await b.app.services.sessions.resolve(cookie.slice(SESSION_COOKIE.length + 1));
    const [row] = await a.db.select().from(users).where(eq(users.id, user.id));
    expect(resolved?.user).toEqual(row);
    expect((await me(b, cookie)).json()).toEqual((await me(a, cookie)).json());
  });

  it('a sign-out in one process ends the session in the other', async () => {
    const user = await createUser(a.db);
    const { cookie } = await signIn(a.app, user.email);
    expect((await me(b, cookie)).statusCode).toBe(200);
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(b, cookie)).statusCode).toBe(401);
  });

  it('a suspension or a balance change counts on the next request', async () => {
    const user = await createUser(a.db, { credits: 7 });
    const { cookie } = await signIn(a.app, user.email);
    expect((await b.app.inject({ url: '/api/credits/info', headers: { cookie } })).json()).toMatchObject({
      credits: 7,
    });
    await a.db.update(users).set({ credits: 3 }).where(eq(users.id, user.id));
    expect((await b.app.inject({ url: '/api/credits/info', headers: { cookie } })).json()).toMatchObject({
      credits: 3,
    });
    await a.db.update(users).set({ suspendedAt: a.clock.now() }).where(eq(users.id, user.id));
    expect((await me(b, cookie)).statusCode).toBe(401);
    expect((await me(a, cookie)).statusCode).toBe(401);
    expect(await a.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('concurrent requests of many users, looked up together (decision 078), each get their own user, and a signed-out one none', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, (_, i) => createUser(a.db, { credits: i })));
    const cookies = await Promise.all(people.map(async (person) => (await signIn(a.app, person.email)).cookie));
    await a.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: cookies[5]!, origin: 'http://localhost:3000' },
    });
    const answers = await Promise.all(cookies.flatMap((cookie) => [me(b, cookie), me(b, cookie)]));
    answers.forEach((answer, i) => {
      const person = Math.floor(i / 2);
      if (person === 5) expect(answer.statusCode).toBe(401);
      else expect(answer.json()).toMatchObject({ email: people[person]!.email, credits: person });
    });
  });
});
