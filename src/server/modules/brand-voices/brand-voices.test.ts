import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_QUESTION_IDS } from '@shared/constants';
import { brandVoices } from '../../db/schema';
import { signedInUser, type AuthHeaders } from '../../test/auth-helpers';
import { createBrandVoice } from '../../test/factories';
import { ledgerState } from '../../test/ledger';
import { createTestApp, type TestApp } from '../../test/test-app';

const voiceInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Thoughtful Founder',
  description: 'How I write about building companies',
  category: 'Business',
  formality: 40,
  personalSharing: 70,
  confidence: 80,
  goal: 'thought-leadership',
  targetAudience: 'entrepreneurs',
  styleChoices: { opening: 'B', structure: 'A', tone: 'B', engagement: 'A', length: 'A' },
  coreValues: 'Honesty, craft',
  ...overrides,
});

describe('brand voices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const newUser = (credits = 15) => signedInUser(t, { credits });
  const create = (headers: AuthHeaders, overrides: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/brand-voice', headers, payload: voiceInput(overrides) });

  it('creates a voice with a generated prompt; the first one becomes the default', async () => {
    const { headers } = await newUser();
    expect((await t.app.inject({ url: '/api/brand-voice', headers })).json()).toEqual({ brandVoice: null });

    const res = await create(headers);
    expect(res.statusCode).toBe(201);
    const { brandVoice } = res.json();
    expect(brandVoice).toMatchObject({
      name: 'Thoughtful Founder',
      category: 'Business',
      formality: 40,
      isDefault: true,
      isActive: true,
      goal: 'thought-leadership',
    });
    expect(brandVoice.generatedPrompt.length).toBeGreaterThan(80);
    expect(brandVoice.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const second = (await create(headers, { name: 'Casual Me' })).json().brandVoice;
    expect(second.isDefault).toBe(false);
    expect((await t.app.inject({ url: '/api/brand-voice', headers })).json().brandVoice.id).toBe(brandVoice.id);
  });

  it('lists the default first, then newest first', async () => {
    const { headers } = await newUser();
    const first = (await create(headers, { name: 'One' })).json().brandVoice;
    t.clock.advance(1000);
    await create(headers, { name: 'Two' });
    t.clock.advance(1000);
    await create(headers, { name: 'Three' });
    const names = (await t.app.inject({ url: '/api/brand-voices', headers }))
      .json()
      .brandVoices.map((v: { name: string }) => v.name);
    expect(names).toEqual(['One', 'Three', 'Two']);
    expect(first.isDefault).toBe(true);
  });

  it('applies slider defaults 50/30/60 and validates every field', async () => {
    const { headers } = await newUser();
    const res = await t.app.inject({ method: 'POST', url: '/api/brand-voice', headers, payload: { name: 'Defaults' } });
    expect(res.json().brandVoice).toMatchObject({
      formality: 50,
      personalSharing: 30,
      confidence: 60,
      category: 'General',
      styleChoices: {},
    });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'Please enter a name for the brand voice'],
      [{ name: 'x'.repeat(101) }, 'name', 'Name must be less than 100 characters'],
      [{ formality: 101 }, 'formality', 'Formality must be between 0 and 100'],
      [{ goal: 'fame' }, 'goal', 'Please choose a goal'],
      [{ styleChoices: { opening: 'C' } }, 'styleChoices.opening', 'Please choose A or B'],
    ];
    for (const [override, field, message] of cases) {
      const bad = await create(headers, override);
      expect(bad.statusCode, JSON.stringify(override)).toBe(400);
      expect(bad.json().fields[field]).toBe(message);
    }
  });

  it('updates a voice (PUT replaces every answer) and rewrites its prompt', async () => {
    const { headers } = await newUser();
    const voice = (await create(headers)).json().brandVoice;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/brand-voices/${voice.id}`,
      headers,
      payload: voiceInput({ name: 'Renamed', formality: 90, coreValues: undefined, description: undefined }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().brandVoice).toMatchObject({
      id: voice.id,
      name: 'Renamed',
      formality: 90,
      coreValues: null,
      description: null,
      isDefault: true,
    });
    expect(res.json().brandVoice.generatedPrompt).not.toBe(voice.generatedPrompt);
  });

  it('clones with a new name and never copies the default flag', async () => {
    const { headers } = await newUser();
    const voice = (await create(headers)).json().brandVoice;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/brand-voice/${voice.id}/clone`,
      headers,
      payload: { name: 'Thoughtful Founder Copy' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().brandVoice).toMatchObject({
      name: 'Thoughtful Founder Copy',
      isDefault: false,
      formality: 40,
      generatedPrompt: voice.generatedPrompt,
    });
    expect(res.json().brandVoice.id).not.toBe(voice.id);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/brand-voice/${voice.id}/clone`,
      headers,
      payload: { name: ' ' },
    });
    expect(empty.json().fields.name).toBe('Please enter a name for the cloned voice');
  });

  it('moves the default with set-default and promotes another voice when the default is deleted', async () => {
    const { user, headers } = await newUser();
    const a = (await create(headers, { name: 'A' })).json().brandVoice;
    t.clock.advance(1000);
    const b = (await create(headers, { name: 'B' })).json().brandVoice;
    t.clock.advance(1000);
    const c = (await create(headers, { name: 'C' })).json().brandVoice;

    const set = await t.app.inject({ method: 'POST', url: `/api/brand-voice/${b.id}/set-default`, headers });
    expect(set.json().brandVoice).toMatchObject({ id: b.id, isDefault: true });
    const defaults = async () =>
      (await t.db.select().from(brandVoices).where(eq(brandVoices.userId, user.id)))
        .filter((v) => v.isDefault)
        .map((v) => v.name);
    expect(await defaults()).toEqual(['B']);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/brand-voice/${b.id}`, headers })).statusCode).toBe(200);
    expect(await defaults()).toEqual(['C']);
    await t.app.inject({ method: 'DELETE', url: `/api/brand-voice/${c.id}`, headers });
    expect(await defaults()).toEqual(['A']);
    await t.app.inject({ method: 'DELETE', url: `/api/brand-voice/${a.id}`, headers });
    expect(await defaults()).toEqual([]);
    expect((await t.app.inject({ url: '/api/brand-voice', headers })).json()).toEqual({ brandVoice: null });
  });

  it('keeps every voice private: another user’s id is 404 on every call', async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const voice = await createBrandVoice(t.db, owner.user.id, { isDefault: true, name: 'Private' });
    const calls = [
      { method: 'GET', url: `/api/brand-voices/${voice.id}` },
      { method: 'PUT', url: `/api/brand-voices/${voice.id}`, payload: voiceInput() },
      { method: 'DELETE', url: `/api/brand-voice/${voice.id}` },
      { method: 'POST', url: `/api/brand-voice/${voice.id}/set-default` },
      { method: 'POST', url: `/api/brand-voice/${voice.id}/clone`, payload: { name: 'Stolen' } },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: intruder.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Brand voice not found' });
    }
    expect((await t.app.inject({ url: '/api/brand-voices/not-a-uuid', headers: intruder.headers })).statusCode).toBe(
      404,
    );
    const [still] = await t.db.select().from(brandVoices).where(eq(brandVoices.id, voice.id));
    expect(still).toMatchObject({ name: 'Private', isDefault: true });
    expect((await t.app.inject({ url: '/api/brand-voices', headers: intruder.headers })).json().brandVoices).toEqual(
      [],
    );
  });

  it('needs a session for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/brand-voice'],
      ['GET', '/api/brand-voices'],
      ['POST', '/api/brand-voice'],
      ['POST', '/api/brand-voice/generate-ab-questions'],
    ] as const) {
      expect(
        (await t.app.inject({ method, url, payload: method === 'POST' ? voiceInput() : undefined })).statusCode,
        url,
      ).toBe(401);
    }
  });

  describe('personalised A/B questions', () => {
    const ask = (headers: AuthHeaders) =>
      t.app.inject({
        method: 'POST',
        url: '/api/brand-voice/generate-ab-questions',
        headers,
        payload: { goal: 'networking', targetAudience: 'professionals', currentRole: 'Designer' },
      });

    it('are the six standard questions, free, when the writer can only offer those (the Offline writer)', async () => {
      const { user, headers } = await newUser(5);
      const res = await ask(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ source: 'standard' });
      expect(res.json().questions.map((q: { id: string }) => q.id)).toEqual([...FALLBACK_QUESTION_IDS]);
      expect(await ledgerState(t.db, user.id)).toEqual({ balance: 5, ledgerSum: 5 });
      // Even with no credits left: nothing is bought.
      const poor = await newUser(0);
      expect((await ask(poor.headers)).statusCode).toBe(200);
    });
  });
});
