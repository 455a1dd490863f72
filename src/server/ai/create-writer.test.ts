import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../env';
import { manualClock } from '../lib/clock';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { createWriter, modelOf } from './create-writer';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('createWriter', () => {
  it('uses the offline writer when no AI is configured', () => {
    const writer = createWriter({ config: testEnv(), db: database.db, clock: manualClock() });
    expect(writer.describe()).toEqual({ engine: 'offline', label: 'Offline writer' });
  });

  it('uses the model when an OpenAI-compatible server is configured, even without a key', () => {
    const config = testEnv({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1:8b' });
    expect(createWriter({ config, db: database.db, clock: manualClock() }).describe()).toEqual({
      engine: 'llm',
      label: 'llama3.1:8b',
    });
  });

  it('reaches Anthropic and Google through the AI SDK’s own providers, with their own keys and default models, and refuses to start without a key', () => {
    const anthropic = testEnv({ AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'sk-ant-test' });
    expect(createWriter({ config: anthropic, db: database.db, clock: manualClock() }).describe()).toEqual({
      engine: 'llm',
      label: 'claude-haiku-4-5',
    });
    expect(modelOf(anthropic)).toMatchObject({ provider: 'anthropic.messages', modelId: 'claude-haiku-4-5' });
    const google = testEnv({
      AI_PROVIDER: 'google',
      GOOGLE_GENERATIVE_AI_API_KEY: 'g-test',
      AI_MODEL: 'gemini-2.5-pro',
    });
    expect(createWriter({ config: google, db: database.db, clock: manualClock() }).describe()).toEqual({
      engine: 'llm',
      label: 'gemini-2.5-pro',
    });
    expect(modelOf(google)).toMatchObject({ provider: 'google.generative-ai', modelId: 'gemini-2.5-pro' });
    // Everything else speaks Chat Completions.
    expect(modelOf(testEnv({ OPENAI_API_KEY: 'sk-test' }))).toMatchObject({
      provider: 'openai.chat',
      modelId: 'gpt-4o-mini',
    });
    expect(() => testEnv({ AI_PROVIDER: 'anthropic' })).toThrow(/ANTHROPIC_API_KEY: required/);
    expect(() => testEnv({ AI_PROVIDER: 'google', OPENAI_API_KEY: 'sk-test' })).toThrow(
      /GOOGLE_GENERATIVE_AI_API_KEY: required/,
    );
    expect(testEnv({ OPENAI_API_KEY: 'sk-test' }).AI_MODEL).toBe('gpt-4o-mini');
  });

  it('stays offline when AI_PROVIDER says so, whatever else is set', () => {
    const config = testEnv({ AI_PROVIDER: 'offline', OPENAI_API_KEY: 'sk-test' });
    expect(createWriter({ config, db: database.db, clock: manualClock() }).describe().engine).toBe('offline');
  });
});
