import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type AuthHeaders } from '../../test/auth-helpers';
import { createBrandVoice, createPost } from '../../test/factories';
import { ledgerState } from '../../test/ledger';
import { multipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

// Writing samples, the measured style and "Check a draft" (issue 22 §1, §2, §5).

const SHARES_CSV = [
  'Date,ShareLink,ShareCommentary,SharedUrl,MediaUrl,Visibility',
  '2026-01-05 09:00:00,https://www.linkedin.com/feed/update/urn:li:share:1,"We hit 1,000 customers today.',
  '',
  'It took 31 months, no funding and a team of 6.',
  '',
  'What kept you going in year one?',
  '',
  '#SaaS #Founders",,,MEMBER_NETWORK',
  '2026-01-12 09:00:00,https://www.linkedin.com/feed/update/urn:li:share:2,"3 pricing mistakes I made:',
  '1. Charging per seat',
  '2. Hiding the price',
  '3. Never raising it',
  '',
  'Which one are you guilty of? ""Be honest,"" as my co-founder says.',
  '',
  '#Pricing #SaaS",,,MEMBER_NETWORK',
  '2026-01-19 09:00:00,https://www.linkedin.com/feed/update/urn:li:share:3,,https://example.com/article,,MEMBER_NETWORK',
  '2026-01-26 09:00:00,https://www.linkedin.com/feed/update/urn:li:share:4,"Our churn dropped from 6.2% to 3.9% in 90 days.',
  '',
  'We just called every customer who had not logged in for 14 days.',
  '',
  'What would you have done?',
  '',
  '#SaaS #Churn",,,MEMBER_NETWORK',
].join('\r\n');

describe('writing samples', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function voiceOf(credits = 10) {
    const { user, headers } = await signedInUser(t, { credits });
    const voice = await createBrandVoice(t.db, user.id, { formality: 85, personalSharing: 20 });
    return { user, headers, voice };
  }
  const add = (headers: AuthHeaders, voiceId: string, posts: string[]) =>
    t.app.inject({ method: 'POST', url: `/api/brand-voices/${voiceId}/samples`, headers, payload: { posts } });

  it('imports LinkedIn Shares.csv with multi-line posts, skipping reposts without text', async () => {
    const { headers, voice } = await voiceOf();
    const file = multipartFile(Buffer.from(SHARES_CSV), { filename: 'Shares.csv', contentType: 'text/csv' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/brand-voices/${voice.id}/samples`,
      headers: { ...headers, ...file.headers },
      payload: file.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ added: 3, total: 3, skipped: { reposts: 1, duplicates: 0, empty: 0 } });
    expect(res.json().message).toBe('3 posts added; skipped 1 repost without text.');

    const list = (await t.app.inject({ url: `/api/brand-voices/${voice.id}/samples`, headers })).json();
    expect(list.total).toBe(3);
    expect(list.limit).toBe(200);
    const pricing = list.samples.find((s: { text: string }) => s.text.startsWith('3 pricing'));
    expect(pricing.text).toContain('1. Charging per seat\n2. Hiding the price');
    expect(pricing.text).toContain('"Be honest,"');
    expect(pricing).toMatchObject({ language: 'en', source: 'file' });
  });

  it('splits pasted posts on ---, counts duplicates and empties, detects each language, and searches', async () => {
    const { headers, voice } = await voiceOf();
    const pasted =
      'Nous avons livré la version 2 et les clients sont contents.\n---\n\n---\nWe hebben het product gelanceerd en de klanten zijn blij met het resultaat.';
    const first = await add(headers, voice.id, [pasted, 'This is what we learnt from the launch and why it matters.']);
    expect(first.json()).toMatchObject({ added: 3, skipped: { empty: 1, duplicates: 0 } });
    const again = await add(headers, voice.id, [
      'this is what we learnt   from the launch\nand why it matters.',
      'x'.repeat(3001),
    ]);
    expect(again.json()).toMatchObject({ added: 0, total: 3, skipped: { duplicates: 1, tooLong: 1 } });

    const list = (await t.app.inject({ url: `/api/brand-voices/${voice.id}/samples`, headers })).json();
    expect(list.samples.map((s: { language: string }) => s.language).sort()).toEqual(['en', 'fr', 'nl']);
    const found = (await t.app.inject({ url: `/api/brand-voices/${voice.id}/samples?q=LIVRÉ`, headers })).json();
    expect(found.samples).toHaveLength(1);
    expect(found.total).toBe(3);
    const percent = (await t.app.inject({ url: `/api/brand-voices/${voice.id}/samples?q=%25`, headers })).json();
    expect(percent.samples).toHaveLength(0);
  });

  it('keeps at most 200 samples per voice and says how many were left out', async () => {
    const { headers, voice } = await voiceOf();
    const posts = Array.from({ length: 205 }, (_, i) => `Post number ${i} about shipping small things often.`);
    const res = await add(headers, voice.id, posts);
    expect(res.json()).toMatchObject({ added: 200, total: 200, skipped: { overLimit: 5 } });
    expect((await add(headers, voice.id, ['One more post.'])).json()).toMatchObject({
      added: 0,
      skipped: { overLimit: 1 },
    });
  });

  it('deletes a sample; another user sees 404 for every samples route of the voice', async () => {
    const { headers, voice } = await voiceOf();
    await add(headers, voice.id, ['A post of mine.']);
    const [sample] = (await t.app.inject({ url: `/api/brand-voices/${voice.id}/samples`, headers })).json().samples;
    const other = await signedInUser(t);
    const urls = [`/api/brand-voices/${voice.id}/samples`, `/api/brand-voices/${voice.id}/style`];
    for (const url of urls) expect((await t.app.inject({ url, headers: other.headers })).statusCode).toBe(404);
    expect((await add(other.headers, voice.id, ['Mine now'])).statusCode).toBe(404);
    const otherDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/brand-voices/${voice.id}/samples/${sample.id}`,
      headers: other.headers,
    });
    expect(otherDelete.statusCode).toBe(404);
    const check = await t.app.inject({
      method: 'POST',
      url: `/api/brand-voices/${voice.id}/check`,
      headers: other.headers,
      payload: { text: 'Hello' },
    });
    expect(check.statusCode).toBe(404);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/brand-voices/${voice.id}/samples/${sample.id}`,
      headers,
    });
    expect(res.json()).toEqual({ success: true, message: 'Sample deleted' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/brand-voices/${voice.id}/samples/${sample.id}`, headers }))
        .statusCode,
    ).toBe(404);
  });

  it('saves a post as a sample, and deletes samples with the voice', async () => {
    const { user, headers, voice } = await voiceOf();
    const post = await createPost(t.db, user.id, {
      generatedContent: 'Edited by hand: three things a small team taught me.',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/brand-voices/${voice.id}/samples/from-post/${post.id}`,
      headers,
    });
    expect(res.json()).toMatchObject({ added: 1, total: 1 });
    expect(
      (await t.app.inject({ url: `/api/brand-voices/${voice.id}/samples`, headers })).json().samples[0],
    ).toMatchObject({ source: 'post' });
    const exported = (await t.app.inject({ url: '/api/gdpr/export-data', headers })).json();
    expect(exported.writingSamples.map((s: { text: string }) => s.text)).toEqual([
      'Edited by hand: three things a small team taught me.',
    ]);
    await t.app.inject({ method: 'DELETE', url: `/api/brand-voice/${voice.id}`, headers });
    expect((await t.app.inject({ url: '/api/gdpr/export-data', headers })).json().writingSamples).toEqual([]);
  });

  it('measures the style from the samples in plain sentences, or describes the answers when there are none', async () => {
    const { headers, voice } = await voiceOf();
    const before = (await t.app.inject({ url: `/api/brand-voices/${voice.id}/style`, headers })).json();
    expect(before).toMatchObject({ basedOn: 'answers', sampleCount: 0 });
    expect(before.summary[0]).toMatch(/No posts of yours yet/);

    const file = multipartFile(Buffer.from(SHARES_CSV), { filename: 'Shares.csv', contentType: 'text/csv' });
    await t.app.inject({
      method: 'POST',
      url: `/api/brand-voices/${voice.id}/samples`,
      headers: { ...headers, ...file.headers },
      payload: file.payload,
    });
    const style = (await t.app.inject({ url: `/api/brand-voices/${voice.id}/style`, headers })).json();
    expect(style).toMatchObject({ basedOn: 'samples', sampleCount: 3, profile: { sampleCount: 3 } });
    expect(style.summary).toContain('You end with a question in 2 of 3 posts.');
    expect(style.summary).toContain('You never use emojis.');
    expect(style.summary.join(' ')).toMatch(/You open with a number in 3 of 3 posts/);
  });

  it('checks a draft against the samples at the analysis cost, and answers 400 for an empty draft', async () => {
    const { user, headers, voice } = await voiceOf(5);
    const file = multipartFile(Buffer.from(SHARES_CSV), { filename: 'Shares.csv', contentType: 'text/csv' });
    await t.app.inject({
      method: 'POST',
      url: `/api/brand-voices/${voice.id}/samples`,
      headers: { ...headers, ...file.headers },
      payload: file.payload,
    });
    const check = (text: string) =>
      t.app.inject({ method: 'POST', url: `/api/brand-voices/${voice.id}/check`, headers, payload: { text } });

    const own = (
      await check(
        'We doubled trial signups in 60 days.\n\nWe removed 6 fields from the form.\n\nWhat would you remove?\n\n#SaaS #Growth',
      )
    ).json().consistencyAnalysis;
    const off = (await check(`OMG you guys!!! 🤯🔥 ${'a'.repeat(40)}🤯 best day ever lol 🎉🎉🎉`)).json()
      .consistencyAnalysis;
    expect(own.feedback.basedOn).toBe('Based on 3 of your posts');
    expect(own.overallScore).toBeGreaterThan(off.overallScore + 15);
    expect(off.feedback.improvements.join(' ')).toMatch(/0 emojis in your 3 posts; this one has 6/);
    expect(own.confidence).toBeLessThan(0.6);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 3, ledgerSum: 3 });

    expect((await check('   ')).statusCode).toBe(400);
    expect(await ledgerState(t.db, user.id)).toMatchObject({ balance: 3 });
  });

  it('finds the samples most relevant to an idea, filling with the newest', async () => {
    const { user, headers, voice } = await voiceOf();
    await add(headers, voice.id, [
      'Pricing lessons from our first year.',
      'Hiring our first engineer.',
      'Remote work rituals that stuck.',
      'Why we raised prices twice.',
    ]);
    const relevant = await t.app.services.voiceSamples.relevantSamples(
      user.id,
      voice.id,
      'A post about pricing and prices',
      3,
    );
    expect(relevant.slice(0, 2).sort()).toEqual([
      'Pricing lessons from our first year.',
      'Why we raised prices twice.',
    ]);
    expect(relevant).toHaveLength(3);
    const other = await signedInUser(t);
    expect(await t.app.services.voiceSamples.relevantSamples(other.user.id, voice.id, 'pricing', 3)).toEqual([]);
  });

  it('measures pasted posts for the wizard and suggests its answers, storing nothing', async () => {
    const { headers } = await signedInUser(t);
    const casual = [
      "Shipped it! 🚀 Honestly I didn't think we'd make it.",
      "I'm so proud of my team today 🎉 We're live!",
      "Can't believe it's Friday already 😅 What's your win this week?",
    ].join('\n---\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand-voices/measure-posts',
      headers,
      payload: { text: casual },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sampleCount).toBe(3);
    expect(body.summary).toContain('You use emojis in 3 of 3 posts, about 1 a post.');
    expect(body.suggested.formality).toBeLessThan(40);
    expect(body.suggested.personalSharing).toBeGreaterThan(50);
    expect(body.suggested.styleChoices).toMatchObject({ personality: 'B', length: 'A', structure: 'A' });

    const formal = [
      'Our firm completed the acquisition of a regional logistics operator. The combined group serves 40 countries and will publish its first joint results in the spring, after which the integration plan will be presented to shareholders in full.',
      'Regulation is changing how the sector reports emissions. Companies that prepare their data early will find the transition considerably less costly than those that wait for the final text.',
    ].join('\n---\n');
    const second = (
      await t.app.inject({ method: 'POST', url: '/api/brand-voices/measure-posts', headers, payload: { text: formal } })
    ).json();
    expect(second.suggested.formality).toBeGreaterThan(body.suggested.formality + 20);
    expect(second.suggested.personalSharing).toBeLessThan(20);
    expect(second.suggested.styleChoices).toMatchObject({ personality: 'A', structure: 'B' });

    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/brand-voices/measure-posts',
      headers,
      payload: { text: '---' },
    });
    expect(empty.statusCode).toBe(400);
  });
});
