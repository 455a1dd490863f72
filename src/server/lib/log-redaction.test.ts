import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { redactUrl } from './log-redaction';

describe('secrets never reach the logs', () => {
  it('masks secret query values in logged URLs', () => {
    expect(redactUrl('/reset-password?token=abc123&x=1')).toBe('/reset-password?token=%5BRedacted%5D&x=1');
    expect(redactUrl('/api/auth/google/callback?code=c0de&state=s7a7e')).toBe(
      '/api/auth/google/callback?code=%5BRedacted%5D&state=%5BRedacted%5D',
    );
    expect(redactUrl('/api/posts?page=2')).toBe('/api/posts?page=2');
  });

  it('masks personal data in every part of a logged URL, not only known keys', () => {
    expect(redactUrl('/api/admin/users?search=alice%40example.com&page=1')).toBe(
      '/api/admin/users?search=%5Bemail%5D&page=1',
    );
    expect(redactUrl('/api/admin/users?search=alice@example.com')).toBe('/api/admin/users?search=%5Bemail%5D');
    expect(redactUrl('/api/admin/users?q=mail+to+bob%2Bx%40corp.io')).toBe('/api/admin/users?q=mail+to+%5Bemail%5D');
    expect(redactUrl('/api/stripe/checkout-session/cs_test_a1B2c3D4e5F6g7H8')).toBe(
      '/api/stripe/checkout-session/[Redacted]',
    );
    expect(redactUrl('/payment-success?ref=cs_live_a1B2c3D4e5F6g7H8')).toBe('/payment-success?ref=%5BRedacted%5D');
    expect(redactUrl('/verify-email?t=Zx9_k2LmQp0aBcDeFgHiJkLmNoPqRsTu')).toBe('/verify-email?t=%5BRedacted%5D');
    expect(redactUrl('/api/users/alice%40example.com/posts')).toBe('/api/users/[email]/posts');
    // Our own ids and ordinary values stay readable.
    expect(redactUrl('/api/posts/3f0b8f5e-8c3e-4c8b-9b0e-1d2c3b4a5f60?sort=newest')).toBe(
      '/api/posts/3f0b8f5e-8c3e-4c8b-9b0e-1d2c3b4a5f60?sort=newest',
    );
  });

  describe('in the request log of the running app', () => {
    let t: TestApp;
    const lines: string[] = [];
    beforeAll(async () => {
      const stream = new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      });
      t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream });
    });
    afterAll(() => t.close());

    it('logs requests without cookies, passwords or tokens', async () => {
      await t.app.inject({
        url: '/reset-password?token=super-secret-token',
        headers: { cookie: 'pw_session=secret-session-id' },
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@example.com', password: 'secret-password-123' },
        headers: { cookie: 'pw_session=secret-session-id' },
      });
      const log = lines.join('');
      expect(log).toContain('/reset-password?token=%5BRedacted%5D');
      for (const secret of ['super-secret-token', 'secret-session-id', 'secret-password-123'])
        expect(log).not.toContain(secret);
    });

    it('logs an admin search and a checkout session path without the address or the session id', async () => {
      const before = lines.length;
      await t.app.inject({ url: '/api/admin/users?search=alice%40example.com' });
      await t.app.inject({ url: '/api/stripe/checkout-session/cs_test_a1B2c3D4e5F6g7H8' });
      const log = lines.slice(before).join('');
      expect(log).toContain('/api/admin/users?search=%5Bemail%5D');
      expect(log).toContain('/api/stripe/checkout-session/[Redacted]');
      for (const secret of ['alice', 'cs_test_a1B2c3D4e5F6g7H8']) expect(log).not.toContain(secret);
    });

    it('logs a failed INSERT by code and table only, and masks e-mail addresses in every line', async () => {
      const before = lines.length;
      const email = `dup-${Date.now()}@example.com`;
      const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
      await t.db.insert(users).values({ email, fullName: 'First', password: hash });
      const failure = await t.db
        .insert(users)
        .values({ email, fullName: 'Second', password: hash })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failure).toBeTruthy();
      t.app.log.error({ err: failure }, 'insert failed');
      t.app.log.warn({ err: failure }, 'database unavailable');
      t.app.log.warn({ user: { email, sessionId: 'row-1' } }, `outage while serving ${email}`);
      const log = lines.slice(before).join('');
      expect(log).toContain('"code":"23505"');
      expect(log).toContain('"table":"users"');
      for (const secret of [email, hash, 'insert into']) expect(log.toLowerCase()).not.toContain(secret.toLowerCase());
      expect(log).toContain('[email]');
    });
  });
});
