import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK_AB_QUESTIONS } from '@shared/schemas/brand-voices';
import { brandVoices } from '../../db/schema';
import { signedInUser, type AuthHeaders } from '../../test/auth-helpers';
import { startFakeOpenAiServer, type FakeOpenAiServer, type RecordedRequest } from '../../test/fakes/openai-server';
import { ledgerState } from '../../test/ledger';
import { openAiWriterEnv } from '../../test/llm-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// An extended voice keeps the questions it was answered with (decision 075):
// with a language model configured, editing it charges nothing and asks the
// model for no questions; only an explicit request for fresh ones is bought.

const PERSONALISED = ['kitchen', 'regulars', 'menu', 'mornings', 'suppliers', 'team'].map((id) => ({
  id,
  title: `As a baker, how do you talk about ${id}?`,
  optionA: `Behind the counter with ${id}`,
  optionB: `The numbers behind ${id}`,
}));

const answers = {
  name: 'Bakery owner',
  category: 'Business',
  formality: 30,
  personalSharing: 70,
  confidence: 60,
  goal: 'business-growth',
  targetAudience: 'entrepreneurs',
  currentRole: 'Owner of a neighbourhood bakery',
  journeyExcitement: 'Opening a second shop',
  idealConnections: 'Local food businesses',
  conversationTone: 'Warm and plain-spoken',
  coreValues: 'Craft, honesty',
};
const choices = { kitchen: 'A', regulars: 'B', menu: 'A', mornings: 'A', suppliers: 'B', team: 'A' };

const isQuestionRequest = (request: RecordedRequest) =>
  request.messages.some((m) => m.role === 'system' && m.content.includes('six A/B questions'));

describe('an extended voice’s questions with a language model', () => {
  let openai: FakeOpenAiServer;
  let t: TestApp;
  beforeAll(async () => {
    openai = await startFakeOpenAiServer();
    t = await createTestApp({ env: openAiWriterEnv(openai.url) });
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });
  beforeEach(() => {
    openai.requests.length = 0;
    openai.replyWith((request) =>
      isQuestionRequest(request)
        ? { type: 'json', value: { questions: PERSONALISED } }
        : { type: 'text', text: 'Writes like a baker who knows the regulars by name.' },
    );
  });

  const askForQuestions = (headers: AuthHeaders) =>
    t.app.inject({
      method: 'POST',
      url: '/api/brand-voice/generate-ab-questions',
      headers,
      payload: { goal: answers.goal, currentRole: answers.currentRole },
    });

  /** Step 2's purchase, then the save of step 4: what the extended wizard does for a new voice. */
  async function createExtendedVoice(headers: AuthHeaders) {
    const bought = await askForQuestions(headers);
    expect(bought.statusCode).toBe(200);
    expect(bought.json().source).toBe('personalised');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand-voice',
      headers,
      payload: { ...answers, styleChoices: choices, styleQuestions: bought.json().questions },
    });
    expect(res.statusCode).toBe(201);
    return res.json().brandVoice;
  }

  it('charges 2 credits once for the personalised questions of a new voice, and stores them with it', async () => {
    const { user, headers } = await signedInUser(t, { credits: 15 });
    const voice = await createExtendedVoice(headers);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 13, ledgerSum: 13 });
    expect(voice.styleQuestionSet).toEqual({ source: 'personalised', questions: PERSONALISED });
    expect(voice.styleChoices).toEqual(choices);
    expect(
      (await t.app.inject({ url: `/api/brand-voices/${voice.id}`, headers })).json().brandVoice.styleQuestionSet,
    ).toEqual({ source: 'personalised', questions: PERSONALISED });
    // The voice description was written from the choices with their questions' wording.
    const promptRequest = openai.requests.find((request) => !isQuestionRequest(request))!;
    expect(promptRequest.messages.find((m) => m.role === 'user')!.content).toContain(
      'As a baker, how do you talk about regulars? The numbers behind regulars',
    );
  });

  it('charges nothing and asks the model for no questions when the voice is edited and saved with its stored questions', async () => {
    const { user, headers } = await signedInUser(t, { credits: 15 });
    const voice = await createExtendedVoice(headers);
    openai.requests.length = 0;

    // The wizard reads the voice back and saves it with the questions it stored, even with a changed answer.
    const stored = (await t.app.inject({ url: `/api/brand-voices/${voice.id}`, headers })).json().brandVoice;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/brand-voices/${voice.id}`,
      headers,
      payload: {
        ...answers,
        currentRole: 'Owner of two bakeries',
        styleChoices: { ...choices, menu: 'B' },
        styleQuestions: stored.styleQuestionSet.questions,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().brandVoice).toMatchObject({
      currentRole: 'Owner of two bakeries',
      styleChoices: { menu: 'B' },
      styleQuestionSet: { source: 'personalised', questions: PERSONALISED },
    });
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 13, ledgerSum: 13 });
    expect(openai.requests.filter(isQuestionRequest)).toEqual([]);
    // Only the voice description was rewritten, still from the stored wording.
    expect(openai.requests).toHaveLength(1);
    expect(openai.requests[0]!.messages.find((m) => m.role === 'user')!.content).toContain(
      'As a baker, how do you talk about menu? The numbers behind menu',
    );
  });

  it('charges 2 for fresh questions asked for explicitly, and refunds them when the model fails', async () => {
    const { user, headers } = await signedInUser(t, { credits: 15 });
    await createExtendedVoice(headers);
    expect((await askForQuestions(headers)).statusCode).toBe(200);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 11, ledgerSum: 11 });

    openai.replyWith(() => ({ type: 'http-error', status: 503 }));
    expect((await askForQuestions(headers)).statusCode).toBe(502);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 11, ledgerSum: 11 });
  });

  it('stores standard questions as standard, whatever the client would call them, and keeps choices readable in post prompts', async () => {
    const { user, headers } = await signedInUser(t, { credits: 15 });
    const standard = await t.app.inject({
      method: 'POST',
      url: '/api/brand-voice',
      headers,
      payload: {
        ...answers,
        name: 'Standard',
        styleChoices: { opening: 'B' },
        styleQuestions: FALLBACK_AB_QUESTIONS,
        styleQuestionSet: { source: 'personalised', questions: PERSONALISED },
      },
    });
    expect(standard.json().brandVoice.styleQuestionSet).toEqual({
      source: 'standard',
      questions: FALLBACK_AB_QUESTIONS,
    });

    // A post written in a voice with personalised questions gets the choices with their wording.
    const voice = await createExtendedVoice(headers);
    openai.requests.length = 0;
    openai.replyWith(() => ({ type: 'text', text: 'Fresh sourdough, and what it taught me about mornings.' }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts/generate',
      headers,
      payload: {
        originalIdea: 'Our new sourdough',
        platform: 'linkedin',
        versions: 1,
        usedBrandVoice: true,
        brandVoiceId: voice.id,
      },
    });
    expect(res.statusCode).toBe(200);
    const system = openai.requests
      .flatMap((request) => request.messages.filter((m) => m.role === 'system').map((m) => m.content))
      .join('\n');
    expect(system).toContain('Style: As a baker, how do you talk about suppliers? The numbers behind suppliers');
    expect(await ledgerState(t.db, user.id)).toMatchObject({ balance: 12 });
  });

  it('clears the stored questions when a save sends none (PUT replaces every answer)', async () => {
    const { headers } = await signedInUser(t, { credits: 15 });
    const voice = await createExtendedVoice(headers);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/brand-voices/${voice.id}`,
      headers,
      payload: { ...answers, styleChoices: {} },
    });
    expect(res.json().brandVoice.styleQuestionSet).toBeNull();
    const [row] = await t.db.select().from(brandVoices).where(eq(brandVoices.id, voice.id));
    expect(row!.styleQuestionSet).toBeNull();
  });
});
