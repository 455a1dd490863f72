import { randomBytes } from 'node:crypto';
import type { Executor } from '../db/client';
import { brandVoices, creditTransactions, images, posts, users, type NewUserRow } from '../db/schema';
import { hashPassword } from '../modules/accounts/password';

// Rows for tests, each with sensible defaults that any test can override.

export const DEFAULT_TEST_PASSWORD = 'correct horse battery';

let passwordHash: Promise<string> | undefined;
const defaultPasswordHash = () => (passwordHash ??= hashPassword(DEFAULT_TEST_PASSWORD));

const unique = () => randomBytes(5).toString('hex');

/** A user as registration leaves one: the starting balance comes with its ledger row, so the ledger always sums to the balance. */
export async function createUser(db: Executor, overrides: Partial<NewUserRow> & { plainPassword?: string } = {}) {
  const { plainPassword, ...rest } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${unique()}@example.com`,
      fullName: 'Ada Lovelace',
      password: plainPassword ? await hashPassword(plainPassword) : await defaultPasswordHash(),
      // Confirmed unless the test is about confirmation (pass `emailVerifiedAt: null`).
      emailVerifiedAt: new Date(),
      ...rest,
    })
    .returning();
  if (user!.credits > 0) {
    await db.insert(creditTransactions).values({
      userId: user!.id,
      type: 'signup_bonus',
      amount: user!.credits,
      creditsAfter: user!.credits,
      idempotencyKey: `signup:${user!.id}`,
      createdAt: user!.createdAt,
    });
  }
  return user!;
}

export async function createBrandVoice(
  db: Executor,
  userId: string,
  overrides: Partial<typeof brandVoices.$inferInsert> = {},
) {
  const [voice] = await db
    .insert(brandVoices)
    .values({
      userId,
      name: 'My Brand Voice',
      goal: 'thought-leadership',
      targetAudience: 'professionals',
      styleChoices: { opening: 'A', structure: 'B', tone: 'A', engagement: 'A', length: 'B' },
      generatedPrompt: 'Write as a thoughtful professional.',
      ...overrides,
    })
    .returning();
  return voice!;
}

export async function createPost(db: Executor, userId: string, overrides: Partial<typeof posts.$inferInsert> = {}) {
  const [post] = await db
    .insert(posts)
    .values({
      userId,
      originalIdea: 'Lessons from shipping a product with a small team',
      generatedContent: 'Shipping with a small team taught me three things.\n\n1. Focus.\n2. Trust.\n3. Speed.',
      ...overrides,
    })
    .returning();
  return post!;
}

/** A media row of the user (a carousel with its slides; no file stored unless a test puts one there). */
export async function createMedia(db: Executor, userId: string, overrides: Partial<typeof images.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  const slides = ['Cover', 'Focus', 'Trust', 'Speed', 'Thanks'].map((heading) => ({ heading, body: '' }));
  const [row] = await db
    .insert(images)
    .values({
      id,
      userId,
      imageUrl: `/api/media/${id}`,
      kind: 'carousel',
      mimeType: 'application/pdf',
      details: { title: 'Cover', slides },
      ...overrides,
    })
    .returning();
  return row!;
}
