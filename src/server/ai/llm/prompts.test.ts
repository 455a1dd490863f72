import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testEnv } from '../../env';
import { manualClock } from '../../lib/clock';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fakes/openai-server';
import { createUser } from '../../test/factories';
import { markedPostInput } from '../../test/llm-fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createWriter } from '../create-writer';
import { collectPosts, type GeneratePostsInput } from '../writer';

// What the prompts say (issue 22, section 3), read from the requests the app
// sends to a fake OpenAI-compatible server: a kind only when the idea reader
// is sure, facts with their nouns, a length the idea can fill, 0–3 hashtags,
// and a scaffold rather than invented experience for a bare topic.

let database: TestDatabase;
let fake: FakeOpenAiServer;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeOpenAiServer();
});
afterAll(async () => {
  await fake?.close();
  await database?.close();
});
beforeEach(async () => {
  fake.requests.length = 0;
  userId = (await createUser(database.db)).id;
});

async function requestFor(overrides: Partial<GeneratePostsInput>) {
  fake.reply({ type: 'text', text: 'A post.' });
  const config = testEnv({
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: fake.url,
    OPENAI_API_KEY: 'sk-test',
    AI_MODEL: 'gpt-4o-mini',
  });
  const writer = createWriter({
    config,
    db: database.db,
    clock: manualClock('2026-11-15T10:00:00.000Z'),
    maxRetries: 0,
  });
  const input = { ...markedPostInput, versions: 1, includeHashtags: true, voice: null, ...overrides };
  await collectPosts(writer.generatePosts(input, { userId, signal: new AbortController().signal }));
  const [system, user] = fake.requests[0]!.messages;
  return { system: system!.content, user: user!.content };
}

describe('post prompts', () => {
  it('names a funding round as news, with its facts and their nouns, and a length the idea can fill', async () => {
    const originalIdea = 'We raised a €2.5M seed round led by Northzone. The money pays for 4 engineers in Ghent.';
    const { system, user } = await requestFor({ originalIdea, postLength: 'long' });
    expect(system).toContain('This idea reads as a funding announcement');
    expect(system).toContain('it is news, not a lesson');
    expect(system).not.toMatch(/lesson or story/);
    expect(system).toMatch(/about \d+ characters at most: that is what this idea can fill/);
    expect(Number(/about (\d+) characters at most/.exec(system)![1])).toBeLessThan(1300);
    expect(system).toContain('is a ceiling, not a quota');
    expect(system).toContain("this post's setting wins");
    expect(system).toContain('0 to 3 hashtags');
    expect(system).toMatch(/No hashtag for a company, product or brand the post only mentions/);
    for (const fact of ['- €2.5M seed round', '- 4 engineers', '- Northzone', '- Ghent']) expect(user).toContain(fact);
    expect(user).not.toMatch(/^- 4$/m);
  });

  it('keeps a sarcastic idea a joke, and asks for no hashtag of the label it mocks', async () => {
    const originalIdea =
      "Our kettle is now 'smart' according to the box. It still takes 4 minutes. Progress, apparently 🙃";
    const { system } = await requestFor({ originalIdea });
    expect(system).toContain('This idea reads as humour or sarcasm');
    expect(system).toContain('do not turn it into a lesson');
    expect(system).toContain('never take a mocked label at face value');
  });

  it('turns a bare topic into a scaffold with placeholders, not invented experience', async () => {
    const { system } = await requestFor({ originalIdea: 'remote work burnout' });
    expect(system).toContain('The idea is a bare topic, with no fact and no opinion of the author.');
    expect(system).toContain('[your example]');
    expect(system).not.toMatch(/This idea reads as/);
  });

  it('asks for French, with French facts, and states no kind it is unsure of', async () => {
    const originalIdea = "Notre atelier de Nantes a réparé 300 vélos en mars : un record ! Merci à toute l'équipe.";
    const { system, user } = await requestFor({ originalIdea, mood: 'analytical' });
    expect(system).toContain('The idea is in French: write the whole post in French.');
    expect(system).not.toMatch(/This idea reads as/);
    expect(system).toContain("lead with the idea's own numbers when it has them");
    expect(system).toContain('never calls for causes, data, lessons or stories the idea does not give');
    for (const fact of ['- 300 vélos', '- Nantes']) expect(user).toContain(fact);
  });
});
