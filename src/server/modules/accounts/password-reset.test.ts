import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema';
import { signIn } from '../../test/auth-helpers';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const FORGOT_ANSWER = {
  success: true,
  message: 'If an account exists for this email, you will receive a password reset link shortly.',
};

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'http://localhost:3000' } });
  });
  afterAll(() => t.close());

  let ip = 0;
  const forgot = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: `10.9.0.${ip++}`,
    });
    // Delivery runs in the background; wait for it to be handed over.
    await t.app.services.passwordReset.drain();
    return res;
  };
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const linkFor = async (email: string) => {
    const mails = (await t.outbox.messages()).filter((m) => m.to === email);
    const text = mails.at(-1)?.text ?? '';
    const match = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
    if (!match) throw new Error(`no reset link for ${email} in ${mails.length} mails`);
    return match[1]!;
  };

  it('answers the same for known and unknown addresses, and mails a branded link only to the known one', async () => {
    const user = await createUser(t.db);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(FORGOT_ANSWER);
    expect(unknown.body).toBe(known.body);

    const mails = await t.outbox.messages();
    expect(mails.filter((m) => m.to === 'nobody-here@example.com')).toHaveLength(0);
    const mail = mails.find((m) => m.to === user.email)!;
    expect(mail.subject).toBe('Reset your Postwright password');
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    // Only a hash of the token is stored.
    const token = await linkFor(user.email);
    const [row] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(row!.token).not.toBe(token);
    expect(row!.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('resets the password once, ends every session, and the old password stops working', async () => {
    const user = await createUser(t.db);
    const session = await signIn(t.app, user.email);
    await forgot(user.email);
    const token = await linkFor(user.email);

    const res = await reset(token, 'a-fresh-password');
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: session })).statusCode).toBe(401);
    await expect(signIn(t.app, user.email, DEFAULT_TEST_PASSWORD, '10.9.9.1')).rejects.toThrow(/401/);
    await signIn(t.app, user.email, 'a-fresh-password');

    const again = await reset(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This reset link is invalid or has expired. Please request a new password reset.',
    );
  });

  it('expires links after 1 hour', async () => {
    const user = await createUser(t.db);
    await forgot(user.email);
    const token = await linkFor(user.email);
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await reset(token, 'a-fresh-password')).statusCode).toBe(400);
  });

  it('invalidates an older link when a newer one is requested', async () => {
    const user = await createUser(t.db);
    await forgot(user.email);
    const older = await linkFor(user.email);
    await forgot(user.email);
    const newer = await linkFor(user.email);
    expect(newer).not.toBe(older);
    expect((await reset(older, 'a-fresh-password')).statusCode).toBe(400);
    expect((await reset(newer, 'a-fresh-password')).statusCode).toBe(200);
  });

  it('sends at most 3 e-mails an hour to one address, still answering the same', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) expect((await forgot(user.email)).json()).toEqual(FORGOT_ANSWER);
    expect((await t.outbox.messages()).filter((m) => m.to === user.email)).toHaveLength(3);
  });

  it('validates both forms with the spec messages', async () => {
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nope' },
    });
    expect(badEmail.json().fields).toEqual({ email: 'Invalid email address' });
    const bad = await reset('', 'short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      token: 'Reset token is required',
      password: 'Password must be at least 8 characters',
    });
    expect((await reset('made-up-token', 'long-enough-password')).statusCode).toBe(400);
  });

  it('answers before any work that depends on the address (the answer time cannot tell whether it is registered)', async () => {
    const user = await createUser(t.db);
    // Hold the users table: any lookup of the address before answering would wait for it.
    let release!: () => void;
    let locked!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      locked();
      await held;
    });
    await isLocked;
    const answer = await Promise.race([
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
        remoteAddress: '10.19.0.1',
      }),
      new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 3000)),
    ]);
    release();
    await holder;
    await t.app.services.passwordReset.drain();
    expect(answer).not.toBe('still waiting');
    expect(answer !== 'still waiting' && answer.json()).toEqual(FORGOT_ANSWER);
    // The work still happened, after the answer.
    expect(await linkFor(user.email)).toMatch(/.{20,}/);
  });
});
