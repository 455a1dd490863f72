import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

const valid = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'A question about plans',
  message: 'Do you offer discounts for non-profits?',
};

describe('POST /api/contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SUPPORT_EMAIL: 'help@postwright.test' } });
  });
  afterAll(() => t.close());

  const send = (body: unknown, remoteAddress = '203.0.113.1') =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: body as object, remoteAddress });

  it('stores the message and e-mails it to support with a reply-to of the sender', async () => {
    const res = await send(valid, '203.0.113.10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "Thank you for contacting us. We'll get back to you within 24 hours.",
    });

    const rows = await t.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(valid);

    const mails = await t.outbox.messages();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('help@postwright.test');
    expect(mails[0]!.subject).toBe('[Contact] A question about plans');
    expect(mails[0]!.raw).toMatch(/^Reply-To: Grace Hopper <grace@example.com>/m);
    expect(mails[0]!.text).toContain('Do you offer discounts for non-profits?');
  });

  it.each([
    ['name', { ...valid, name: 'A' }, 'Name must be at least 2 characters'],
    ['email', { ...valid, email: 'not-an-email' }, 'Please enter a valid email address'],
    ['subject', { ...valid, subject: 'Hi' }, 'Subject must be at least 5 characters'],
    ['message', { ...valid, message: 'Too short' }, 'Message must be at least 10 characters'],
    ['message', { ...valid, message: '          padded   ' }, 'Message must be at least 10 characters'],
  ])('rejects a bad %s with the form message', async (field, body, message) => {
    const res = await send(body, '203.0.113.20');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, fields: { [field]: message } });
  });

  it('names every missing field', async () => {
    const res = await send({}, '203.0.113.21');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON' });
  });

  it('accepts 5 messages an hour from one address, then answers 429 with a message', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 5; i++) expect((await send(valid, ip)).statusCode).toBe(200);
    const limited = await send(valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in an hour.',
    });
    // Another visitor is not affected.
    expect((await send(valid, '198.51.100.8')).statusCode).toBe(200);
  });
});
