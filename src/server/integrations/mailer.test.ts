import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, systemLogs } from '../db/schema';
import { startFakeSmtpServer } from '../test/fakes/smtp-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { createMailer } from './mailer';

const message = {
  to: 'someone@example.com',
  subject: 'Grüße from Postwright',
  text: 'Plain text body ✓',
  html: '<p>HTML body</p>',
};

describe('mailer', () => {
  it('writes an RFC 5322 .eml file to the outbox when SMTP is not configured', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pw-outbox-'));
    const mailer = createMailer({ from: 'Postwright <no-reply@postwright.test>', outboxDir: dir });
    await mailer.send(message);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await readFile(join(dir, files[0]!), 'utf8');
    expect(raw).toMatch(/^From: Postwright <no-reply@postwright.test>$/m);
    expect(raw).toMatch(/^To: someone@example.com$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?Q\?Gr=C3=BC=C3=9Fe_from_Postwright\?=$/im);
    expect(raw).toContain('multipart/alternative');
  });

  describe('through a real SMTP server', () => {
    let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
    beforeAll(async () => {
      smtp = await startFakeSmtpServer();
    });
    afterAll(() => smtp.close());

    it('delivers with envelope and body', async () => {
      const mailer = createMailer({
        from: 'Postwright <no-reply@postwright.test>',
        smtpUrl: smtp.url,
        outboxDir: '/nonexistent',
      });
      await mailer.send(message);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'no-reply@postwright.test', to: ['someone@example.com'] });
      expect(smtp.received[0]!.raw).toContain('Plain text body');
    });
  });

  describe('contact messages when SMTP refuses', () => {
    let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
    let t: TestApp;
    beforeAll(async () => {
      smtp = await startFakeSmtpServer({ rejectWith: 'mailbox unavailable' });
      const mailer = createMailer({
        from: 'Postwright <no-reply@postwright.test>',
        smtpUrl: smtp.url,
        outboxDir: '/nonexistent',
      });
      t = await createTestApp({ mailer });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('keeps the message and tells administrators, not the visitor', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Grace Hopper',
          email: 'grace@example.com',
          subject: 'Still delivered?',
          message: 'This must not be lost.',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(await t.db.select().from(contactMessages)).toHaveLength(1);
      const logs = await t.db.select().from(systemLogs);
      expect(logs).toEqual([
        expect.objectContaining({
          level: 'error',
          source: 'system',
          message: 'Contact message stored but could not be e-mailed to support',
        }),
      ]);
    });
  });
});
