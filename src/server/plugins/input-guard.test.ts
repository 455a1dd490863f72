import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type AuthHeaders } from '../test/auth-helpers';
import { brandVoiceSample } from '../test/route-catalogue';
import { createTestApp, type TestApp } from '../test/test-app';

const NUL = 'a\u0000b';
const voice = (overrides: Record<string, unknown> = {}) => ({ ...brandVoiceSample(), ...overrides });

describe('text input that PostgreSQL cannot store or that names a prototype', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  let voiceId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ headers } = await signedInUser(t, { credits: 50 }));
    voiceId = (await t.app.inject({ method: 'POST', url: '/api/brand-voice', headers, payload: voice() })).json()
      .brandVoice.id;
  });
  afterAll(() => t.close());

  const cases: [
    string,
    () => { method: 'POST' | 'PATCH' | 'PUT' | 'GET'; url: string; payload?: object; field: string },
  ][] = [
    [
      'register name',
      () => ({
        method: 'POST',
        url: '/api/auth/register',
        payload: { fullName: NUL, email: 'nul@example.com', password: 'a-long-password' },
        field: 'fullName',
      }),
    ],
    [
      'register password',
      () => ({
        method: 'POST',
        url: '/api/auth/register',
        payload: { fullName: 'Nul Byte', email: 'nul2@example.com', password: `long-pass${NUL}` },
        field: 'password',
      }),
    ],
    [
      'login e-mail',
      () => ({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `x${NUL}@example.com`, password: 'whatever-pass' },
        field: 'email',
      }),
    ],
    [
      'profile title',
      () => ({
        method: 'PATCH',
        url: '/api/auth/profile',
        payload: { professionalTitle: NUL },
        field: 'professionalTitle',
      }),
    ],
    [
      'contact message',
      () => ({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Sam', email: 's@example.com', subject: 'Hello there', message: `0123456789${NUL}` },
        field: 'message',
      }),
    ],
    [
      'brand voice create',
      () => ({ method: 'POST', url: '/api/brand-voice', payload: voice({ coreValues: NUL }), field: 'coreValues' }),
    ],
    [
      'brand voice update',
      () => ({ method: 'PUT', url: `/api/brand-voices/${voiceId}`, payload: voice({ name: NUL }), field: 'name' }),
    ],
    [
      'generate',
      () => ({
        method: 'POST',
        url: '/api/posts/generate',
        payload: { originalIdea: NUL, platform: 'linkedin' },
        field: 'originalIdea',
      }),
    ],
    ['search', () => ({ method: 'GET', url: `/api/posts/search?search=${encodeURIComponent(NUL)}`, field: 'search' })],
    [
      'nested array',
      () => ({
        method: 'POST',
        url: '/api/brand-voice',
        payload: voice({ styleQuestions: [{ id: NUL }] }),
        field: 'styleQuestions.0.id',
      }),
    ],
  ];

  for (const [name, build] of cases) {
    it(`refuses a NUL byte (${name}) with a 400 naming the field`, async () => {
      const { field, ...request } = build();
      const res = await t.app.inject({ ...request, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json().fields)).toEqual([field]);
    });
  }

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the style-choice key %s', async (key) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand-voice',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"name":"Proto","category":"Business","formality":1,"personalSharing":1,"confidence":1,"styleChoices":{"${key}":"A"}}`,
    });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/brand-voices', headers })).json().brandVoices).toHaveLength(1);
  });

  it('refuses a lone surrogate (half an emoji) with a 400 naming the field, and keeps whole emoji', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts/enhance-prompt',
      headers,
      payload: { originalIdea: 'Half an emoji \ud83d here', platform: 'linkedin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      originalIdea: 'originalIdea contains a broken character (half of an emoji or symbol)',
    });
    const whole = await t.app.inject({
      method: 'POST',
      url: '/api/posts/enhance-prompt',
      headers,
      payload: { originalIdea: 'A whole emoji 👩🏽‍💻 here', platform: 'linkedin' },
    });
    expect(whole.statusCode).toBe(200);
  });

  it('refuses absurdly deep nesting with a 400', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200; i++) deep = { a: deep };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers,
      payload: { name: 'Sam', email: 's@example.com', subject: 'Hello there', message: deep },
    });
    expect(res.statusCode).toBe(400);
  });
});
