import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@shared/constants';
import { emailChanges, passwordResetTokens, sessions, users } from '../db/schema';
import { sessionCookieFrom, signIn } from '../test/auth-helpers';
import { DEFAULT_TEST_PASSWORD, createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue #15: drive the flows that handle secrets and personal data (sign-up
// and its failures, a database error mid-INSERT, sign-in and lockout, password
// resets, e-mail changes) through the real app at the most verbose level,
// capture the real logger's stream, and look for every secret those flows
// touched: addresses, argon2 hashes, tokens, session ids.

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('log safety (the real logger, every level)', () => {
  let t: TestApp;
  const lines: string[] = [];
  const secrets = new Set<string>();
  let address = 0;
  const from = () => `10.97.0.${++address}`;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ env: { LOG_LEVEL: 'trace', REQUEST_LOG_SAMPLE_RATE: '1' }, logStream: stream });
  });
  afterAll(() => t.close());

  const tokenFrom = (text: string, path: string) =>
    decodeURIComponent(new RegExp(`${path}\\?token=([^\\s&]+)`).exec(text)![1]!);
  const mailsTo = async (email: string) => (await t.outbox.messages()).filter((mail) => mail.to.includes(email));
  const keepCookie = (cookie: string) => {
    const value = cookie.slice(SESSION_COOKIE.length + 1);
    secrets.add(value);
    secrets.add(sha256(value));
  };

  it('logs none of the addresses, hashes, tokens or session ids the account flows handle', async () => {
    // Sign-up, then sign-up failures: the same address again, bad input, and a database error mid-INSERT.
    const email = `log-safety-${Date.now()}@example.com`;
    secrets.add(email);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: from(),
      payload: { fullName: 'Ada Lovelace', email, password: DEFAULT_TEST_PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    keepCookie(sessionCookieFrom(registered));
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: from(),
      payload: { fullName: 'Ada Again', email, password: DEFAULT_TEST_PASSWORD },
    });
    expect(duplicate.statusCode).toBe(409);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: from(),
      payload: { fullName: 'A', email: 'not-an-address', password: 'short' },
    });
    expect(invalid.statusCode).toBe(400);

    const failing = `log-safety-db-${Date.now()}@example.com`;
    secrets.add(failing);
    await t.db.execute(sql.raw(`ALTER TABLE users ADD CONSTRAINT log_safety_refuses CHECK (email <> '${failing}')`));
    const dbError = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: from(),
      payload: { fullName: 'Grace Hopper', email: failing, password: DEFAULT_TEST_PASSWORD },
    });
    await t.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT log_safety_refuses'));
    expect(dbError.statusCode).toBe(500);

    // Sign-in: right, wrong, unknown, then locked out; a database error while writing the session.
    const user = await createUser(t.db);
    secrets.add(user.email);
    const session = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD, from());
    keepCookie(session.cookie);
    for (let i = 0; i < 12; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: from(),
        payload: { email: user.email, password: `wrong password ${i}` },
      });
    }
    const unknown = `nobody-${Date.now()}@example.com`;
    secrets.add(unknown);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: from(),
      payload: { email: unknown, password: 'whatever it is' },
    });
    const other = await createUser(t.db);
    secrets.add(other.email);
    await t.db.execute(
      sql.raw(`ALTER TABLE sessions ADD CONSTRAINT log_safety_refuses CHECK (user_id <> '${other.id}')`),
    );
    const sessionFailure = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: from(),
      payload: { email: other.email, password: DEFAULT_TEST_PASSWORD },
    });
    await t.db.execute(sql.raw('ALTER TABLE sessions DROP CONSTRAINT log_safety_refuses'));
    expect(sessionFailure.statusCode).toBe(500);

    // Password reset: a known and an unknown address, the link used, then used again.
    const resetUser = await createUser(t.db);
    secrets.add(resetUser.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: from(),
      payload: { email: resetUser.email },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: from(),
      payload: { email: unknown },
    });
    await t.app.services.passwordReset.drain();
    const resetToken = tokenFrom((await mailsTo(resetUser.email))[0]!.text, '/reset-password');
    secrets.add(resetToken);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: from(),
      payload: { token: resetToken, password: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: from(),
      payload: { token: resetToken, password: 'another new password' },
    });
    expect(reused.statusCode).toBe(400);
    await t.app.inject({ url: `/reset-password?token=${encodeURIComponent(resetToken)}` });

    // E-mail change: a wrong password, then the real one; confirm, then undo from the old address.
    const mover = await createUser(t.db);
    const moved = `moved-${Date.now()}@example.com`;
    secrets.add(mover.email).add(moved);
    const moverSession = await signIn(t.app, mover.email, DEFAULT_TEST_PASSWORD, from());
    keepCookie(moverSession.cookie);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: moverSession,
      remoteAddress: from(),
      payload: { email: moved, currentPassword: 'not my password' },
    });
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: moverSession,
      remoteAddress: from(),
      payload: { email: moved, currentPassword: DEFAULT_TEST_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    const confirmToken = tokenFrom((await mailsTo(moved))[0]!.text, '/confirm-email');
    secrets.add(confirmToken);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/confirm-email',
          remoteAddress: from(),
          payload: { token: confirmToken },
        })
      ).statusCode,
    ).toBe(200);
    const undoToken = tokenFrom((await mailsTo(mover.email)).at(-1)!.text, '/undo-email-change');
    secrets.add(undoToken);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/undo-email-change',
          remoteAddress: from(),
          payload: { token: undoToken },
        })
      ).statusCode,
    ).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session, remoteAddress: from() });

    // Every hash, token hash and session id the database now holds for these accounts.
    for (const row of await t.db.select({ password: users.password }).from(users))
      if (row.password) secrets.add(row.password);
    for (const row of await t.db.select({ sid: sessions.sid }).from(sessions)) secrets.add(row.sid);
    for (const row of await t.db.select({ token: passwordResetTokens.token }).from(passwordResetTokens))
      secrets.add(row.token);
    for (const row of await t.db.select().from(emailChanges).where(eq(emailChanges.userId, mover.id))) {
      secrets.add(row.confirmToken);
      if (row.undoToken) secrets.add(row.undoToken);
    }

    const log = lines.join('');
    // The capture works: requests and both database errors were logged (by code and table).
    expect(lines.length).toBeGreaterThan(30);
    expect(log).toContain('"code":"23514"');
    expect(log).toContain('"table":"users"');
    expect(log).toContain('"table":"sessions"');
    const found = [...secrets].filter((secret) => log.includes(secret));
    expect(found).toEqual([]);
    expect(log).not.toMatch(/\$argon2/);
    expect(log.match(EMAIL)).toBeNull();
  });
});
