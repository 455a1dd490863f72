// `npm run seed`: a demo account with three brand voices and a few hundred
// posts spread over four months, written by the Offline writer, so every
// screen can be tried at once. `npm run seed -- --reset` recreates it.
import { eq } from 'drizzle-orm';
import { MOODS, PLATFORMS, POST_LENGTHS } from '../src/shared/constants';
import { collectPosts } from '../src/server/ai/writer';
import { posts, users } from '../src/server/db/schema';
import { loadEnv } from '../src/server/env';
import { withCliServices } from './cli-services';
import { VOICES } from './seed-voices';

const DEMO_EMAIL = 'demo@postwright.app';
const DEMO_PASSWORD = 'postwright-demo';
const POST_COUNT = 300;
const DAY = 24 * 60 * 60 * 1000;

const IDEAS = [
  'What I learned from hiring our first ten engineers',
  'Why we stopped doing quarterly planning',
  'The one question I ask in every customer interview',
  'How a failed launch taught me to listen',
  'Remote work is not the problem: unclear priorities are',
  'Three habits that made me a better manager',
  'Pricing is a product decision, not a finance one',
  'What mentoring junior designers taught me about feedback',
  'Our onboarding checklist for new hires',
  'Saying no to a big client was the best decision this year',
  'The difference between busy and productive',
  'How we cut our meeting time in half',
  'Lessons from ten years in B2B sales',
  'Why documentation is a leadership skill',
  'The hidden cost of context switching',
  'What a good first 90 days looks like',
  'Building trust in a distributed team',
  'How to give a talk people remember',
  'Small experiments beat big bets',
  'Why I write every morning before email',
];

// The demo posts are written in one go, not streamed to a reader.
const env = loadEnv({ ...process.env, OFFLINE_WRITER_CHUNK_DELAY_MS: '0' });
const reset = process.argv.includes('--reset');
await withCliServices(env, 'seed', async (services, db) => {
  const [existing] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL));
  if (existing && !reset) {
    console.log(
      `The demo account exists already (${DEMO_EMAIL} / ${DEMO_PASSWORD}). Run \`npm run seed -- --reset\` to recreate it.`,
    );
  } else {
    if (existing) await db.delete(users).where(eq(users.id, existing.id));
    const signedUp = await services.accounts.register(
      { fullName: 'Demo Writer', email: DEMO_EMAIL, password: DEMO_PASSWORD, professionalTitle: 'Head of Growth' },
      { ip: '127.0.0.1' },
    );
    const userId = signedUp.user.id;
    await services.credits.grant({
      userId,
      type: 'admin_adjustment',
      amount: 85,
      idempotencyKey: `seed:${userId}`,
      description: 'Demo credits',
    });
    const voices = [];
    for (const input of VOICES) voices.push(await services.brandVoices.create(userId, input));

    const now = Date.now();
    const rows: (typeof posts.$inferInsert)[] = [];
    for (let i = 0; rows.length < POST_COUNT; i++) {
      const voice = i % 4 === 3 ? null : voices[i % voices.length]!;
      const platform = PLATFORMS[i % 5 === 0 ? 1 : i % 7 === 0 ? 2 : 0]!;
      const request = {
        originalIdea: IDEAS[i % IDEAS.length]!,
        platform,
        mood: MOODS[(i * 5) % MOODS.length]!,
        postLength: POST_LENGTHS[i % 3]!,
        includeEmojis: i % 2 === 0,
        includeHashtags: i % 3 !== 0,
        includeLink: i % 9 === 0,
        linkUrl: i % 9 === 0 ? 'https://postwright.app/blog' : null,
        versions: 1 + (i % 3),
        voice,
      };
      const texts = await collectPosts(
        services.writer.generatePosts(request, { userId, signal: AbortSignal.timeout(60_000) }),
      );
      // Spread over four months, denser in recent weeks.
      const createdAt = new Date(now - Math.floor(Math.pow(i / 150, 1.6) * 120 * DAY) - (i % 9) * 3_600_000);
      texts.forEach((generatedContent, v) =>
        rows.push({
          userId,
          originalIdea: request.originalIdea,
          generatedContent,
          mood: request.mood,
          platform,
          postLength: request.postLength,
          includeEmojis: request.includeEmojis,
          includeHashtags: request.includeHashtags,
          includeLink: request.includeLink,
          linkUrl: request.linkUrl,
          usedBrandVoice: voice !== null,
          brandVoiceId: voice?.id ?? null,
          createdAt: new Date(createdAt.getTime() - v),
        }),
      );
    }
    await db.insert(posts).values(rows.slice(0, POST_COUNT));
    console.log(
      `Seeded ${DEMO_EMAIL} / ${DEMO_PASSWORD}: ${voices.length} brand voices, ${POST_COUNT} posts, 100 credits.`,
    );
  }
});
