import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/writer', () => {
  let offline: TestApp;
  let llm: TestApp;
  beforeAll(async () => {
    offline = await createTestApp();
    llm = await createTestApp({ env: { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'llama3.1:8b' } });
  });
  afterAll(async () => {
    await offline.close();
    await llm.close();
  });

  it('names the writer in use', async () => {
    const a = await createUser(offline.db);
    expect(
      (await offline.app.inject({ url: '/api/writer', headers: await signIn(offline.app, a.email) })).json(),
    ).toEqual({ engine: 'offline', label: 'Offline writer' });
    const b = await createUser(llm.db);
    expect((await llm.app.inject({ url: '/api/writer', headers: await signIn(llm.app, b.email) })).json()).toEqual({
      engine: 'llm',
      label: 'llama3.1:8b',
    });
  });

  it('needs a session', async () => {
    expect((await offline.app.inject({ url: '/api/writer' })).statusCode).toBe(401);
  });
});
