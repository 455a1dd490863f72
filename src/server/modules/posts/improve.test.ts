import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminSettings, aiUsage, posts } from '../../db/schema';
import { signIn } from '../../test/auth-helpers';
import { createPost, createUser } from '../../test/factories';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fakes/openai-server';
import { ledgerState } from '../../test/ledger';
import { openAiWriterEnv } from '../../test/llm-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// The Improve menu (issue 26, decision 122): POST /api/posts/{id}/improve and GET /api/posts/improve-menu,
// with the Offline writer (by rule, free) and with a language model (a local OpenAI-compatible server).

const POST = [
  'We cut onboarding from 14 days to 3 by removing the kickoff call. 🚀',
  'Customers now start on day one, and the support queue got shorter too.',
  'Most meetings exist to make us feel safe, not to help the customer.',
  'Next we are rewriting the welcome email, which nobody reads past the first line anyway.',
  'What would you read into 14 days?',
  'Curious to hear from you.',
  '#Onboarding #Customers',
].join('\n\n');

async function newUser(t: TestApp, credits = 10) {
  const user = await createUser(t.db, { credits });
  const post = await createPost(t.db, user.id, {
    generatedContent: POST,
    platform: 'linkedin',
    mood: 'professional',
    originalIdea: 'How we cut onboarding from 14 days to 3 by removing the kickoff call',
  });
  return { user, post, headers: await signIn(t.app, user.email) };
}

const improve = (t: TestApp, headers: Record<string, string>, id: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/posts/${id}/improve`,
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload,
  });

const stored = async (t: TestApp, id: string) =>
  (await t.db.select().from(posts).where(eq(posts.id, id)))[0]!.generatedContent;

describe('Improve with the Offline writer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every tool for free, with Longer off and the reason', async () => {
    const { headers } = await newUser(t);
    const res = await t.app.inject({ url: '/api/posts/improve-menu', headers });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { action: string; cost: number; available: boolean; reason: string | null }[];
    expect(items.map((i) => i.action)).toEqual(expect.arrayContaining(['shorter', 'hook', 'ending', 'emojis']));
    expect(items.every((i) => i.cost === 0)).toBe(true);
    expect(items.find((i) => i.action === 'longer')).toMatchObject({
      available: false,
      reason: expect.stringContaining('language model'),
    });
  });

  it('makes a post shorter, saves it as an edit and keeps its facts', async () => {
    const { user, post, headers } = await newUser(t);
    const res = await improve(t, headers, post.id, { action: 'shorter' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'changed', previousContent: POST });
    const text = body.post.generatedContent as string;
    expect(text.length).toBeLessThan(POST.length);
    expect(text).toContain('14 days to 3');
    expect(body.post.editedAt).not.toBeNull();
    expect(await stored(t, post.id)).toBe(text);
    expect(await ledgerState(t.db, user.id)).toMatchObject({ balance: 10 });
  });

  it('changes the ending to a call to action, then to none, from the banks', async () => {
    const { post, headers } = await newUser(t);
    const cta = await improve(t, headers, post.id, { action: 'ending', option: 'cta' });
    expect(cta.statusCode, cta.body).toBe(200);
    const withCta = cta.json().post.generatedContent as string;
    expect(withCta).not.toContain('Curious to hear from you.');
    expect(withCta).not.toContain('What would you read into 14 days?');
    expect(withCta).toMatch(/Most meetings exist/);
    expect(withCta.endsWith('#Onboarding #Customers')).toBe(true);
    const none = await improve(t, headers, post.id, { action: 'ending', option: 'none' });
    expect(none.statusCode, none.body).toBe(200);
    const bare = none.json().post.generatedContent as string;
    expect(bare.split('\n\n').at(-2)).toMatch(/welcome email/);
  });

  it('takes emojis and hashtags out, and refuses to take out what is not there', async () => {
    const { post, headers } = await newUser(t);
    const res = await improve(t, headers, post.id, { action: 'emojis', option: 'remove' });
    expect(res.json().post.generatedContent).not.toContain('🚀');
    const again = await improve(t, headers, post.id, { action: 'emojis', option: 'remove' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This post has no emojis to take out.');
    const tags = await improve(t, headers, post.id, { action: 'hashtags', option: 'remove' });
    expect(tags.json().post.generatedContent).not.toContain('#');
    const added = await improve(t, headers, post.id, { action: 'hashtags', option: 'add' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().post.generatedContent.split('\n\n').at(-1)).toMatch(/^#\w+/);
  });

  it('offers three first lines for a punchier hook and saves nothing until one is picked', async () => {
    const { post, headers } = await newUser(t);
    const res = await improve(t, headers, post.id, { action: 'hook' });
    expect(res.statusCode, res.body).toBe(200);
    const { kind, choices } = res.json() as { kind: string; choices: { firstLine: string; content: string }[] };
    expect(kind).toBe('choices');
    expect(choices).toHaveLength(3);
    expect(new Set(choices.map((c) => c.firstLine)).size).toBe(3);
    for (const choice of choices) {
      expect(choice.content.startsWith(choice.firstLine)).toBe(true);
      // The old first line moves down: nothing the author wrote is lost.
      expect(choice.content).toContain('We cut onboarding from 14 days to 3');
    }
    expect(await stored(t, post.id)).toBe(POST);
  });

  it('refuses Longer without a language model, and validates the request', async () => {
    const { post, headers } = await newUser(t);
    const longer = await improve(t, headers, post.id, { action: 'longer' });
    expect(longer.statusCode).toBe(400);
    expect(longer.json().message).toContain('language model');
    const bad = await improve(t, headers, post.id, { action: 'ending', option: 'poem' });
    expect(bad.statusCode).toBe(400);
    expect(await stored(t, post.id)).toBe(POST);
  });

  it("answers 404 for another user's post and leaves it alone", async () => {
    const a = await newUser(t);
    const b = await newUser(t);
    const res = await improve(t, b.headers, a.post.id, { action: 'shorter' });
    expect(res.statusCode).toBe(404);
    expect(await stored(t, a.post.id)).toBe(POST);
  });
});

describe('Improve with a language model', () => {
  let openai: FakeOpenAiServer;
  let t: TestApp;
  beforeAll(async () => {
    openai = await startFakeOpenAiServer();
    t = await createTestApp({ env: openAiWriterEnv(openai.url) });
    await t.db.insert(adminSettings).values({ key: 'feature_costs', value: { prompt_enhancement: 2 } });
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });
  beforeEach(() => {
    openai.replyWith(() => undefined);
    openai.requests.length = 0;
  });

  it('prices the model tools at the prompt_enhancement cost and offers Longer, labelled with the model', async () => {
    const { headers } = await newUser(t);
    const items = (await t.app.inject({ url: '/api/posts/improve-menu', headers })).json().items as {
      action: string;
      option: string | null;
      label: string;
      cost: number;
      available: boolean;
    }[];
    expect(items.find((i) => i.action === 'shorter')!.cost).toBe(2);
    expect(items.find((i) => i.action === 'longer')).toMatchObject({
      available: true,
      cost: 2,
      label: 'Longer (gpt-4o-mini)',
    });
    expect(items.find((i) => i.action === 'emojis' && i.option === 'remove')!.cost).toBe(0);
  });

  it('makes the post longer with the model, charges once, meters the call, and a replay answers the same', async () => {
    const { user, post, headers } = await newUser(t);
    const longer = `${POST.split('\n\n').slice(0, 4).join('\n\n')}\n\nThat is the whole change, and it took a week.`;
    openai.reply({ type: 'text', text: longer, usage: { promptTokens: 200, completionTokens: 90 } });
    const res = await improve(t, headers, post.id, { action: 'longer' }, 'improve-longer-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().post.generatedContent).toBe(longer);
    expect(openai.requests).toHaveLength(1);
    const system = openai.requests[0]!.messages[0]!.content;
    expect(system).toMatch(/longer/i);
    expect(openai.requests[0]!.messages.at(-1)!.content).toContain('<post>');
    expect((await ledgerState(t.db, user.id)).balance).toBe(8);
    const usage = await t.db.select().from(aiUsage).where(eq(aiUsage.userId, user.id));
    expect(usage.map((u) => u.feature)).toEqual(['prompt_enhancement']);

    const replay = await improve(t, headers, post.id, { action: 'longer' }, 'improve-longer-1');
    expect(replay.json().post.generatedContent).toBe(longer);
    expect(openai.requests).toHaveLength(1);
    expect((await ledgerState(t.db, user.id)).balance).toBe(8);
  });

  it('refunds when the model fails, and the post keeps its text', async () => {
    const { user, post, headers } = await newUser(t);
    openai.reply({ type: 'http-error', status: 500 });
    const res = await improve(t, headers, post.id, { action: 'shorter' });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect((await ledgerState(t.db, user.id)).balance).toBe(10);
    expect(await stored(t, post.id)).toBe(POST);
  });

  it('asks the model for three hooks and answers them as choices', async () => {
    const { post, headers } = await newUser(t);
    openai.reply({
      type: 'json',
      value: {
        hooks: ['Onboarding took 14 days. Now it takes 3.', 'We deleted one meeting.', 'Is your kickoff call for you?'],
      },
    });
    const res = await improve(t, headers, post.id, { action: 'hook' });
    expect(res.statusCode, res.body).toBe(200);
    const choices = res.json().choices as { firstLine: string; content: string }[];
    expect(choices.map((c) => c.firstLine)).toEqual([
      'Onboarding took 14 days. Now it takes 3.',
      'We deleted one meeting.',
      'Is your kickoff call for you?',
    ]);
    expect(choices[1]!.content.startsWith('We deleted one meeting.\n\nCustomers now start')).toBe(true);
  });

  it('takes hashtags out by rule, without calling the model or charging', async () => {
    const { user, post, headers } = await newUser(t);
    const res = await improve(t, headers, post.id, { action: 'hashtags', option: 'remove' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().post.generatedContent).not.toContain('#Onboarding');
    expect(openai.requests).toHaveLength(0);
    expect((await ledgerState(t.db, user.id)).balance).toBe(10);
  });
});
