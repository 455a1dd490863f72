// Seeding in plain SQL, indexes rebuilt once at the end.
import { SESSION_COOKIE } from '../../src/shared/constants';
import { randomToken, sha256 } from '../../src/server/lib/tokens';

const WORDS = [
  'growth',
  'leadership',
  'product',
  'customers',
  'hiring',
  'strategy',
  'remote',
  'culture',
  'launch',
  'data',
  'design',
  'feedback',
  'mentor',
  'career',
  'sales',
  'marketing',
  'learning',
  'startup',
  'quality',
  'focus',
];
const wordsSql = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
/** 50 % of posts say "team", 1 in 5,000 "zeppelin"; ~450 characters each. */
const postValues = (g: string) => `
  'Idea ' || ${g} || ': ' || (${wordsSql})[1 + (${g} * 7) % 20] || ' and ' || (${wordsSql})[1 + (${g} * 11) % 20],
  'Some thoughts on ' || (${wordsSql})[1 + (${g} * 3) % 20] || ' after a week of ' || (${wordsSql})[1 + (${g} * 13) % 20] || '. '
    || case when ${g} % 2 = 0 then 'The team shipped it together. ' else 'I shipped it alone. ' end
    || 'What I learned about ' || (${wordsSql})[1 + (${g} * 17) % 20] || ' and ' || (${wordsSql})[1 + (${g} * 19) % 20]
    || ' is that small steps compound over months, and the people around you matter more than any plan. '
    || case when ${g} % 5000 = 7 then 'Like a zeppelin, slow and steady. ' else '' end
    || 'Three things helped: clear goals, honest feedback, and time to think. What would you add? #' || (${wordsSql})[1 + (${g} * 23) % 20],
  (array['professional','friendly','confident','inspiring','casual','analytical'])[1 + ${g} % 6]`;

export type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export async function seedUsers(
  query: Query,
  emails: string[],
  credits: number,
): Promise<{ id: string; cookie: string }[]> {
  const out: { id: string; cookie: string }[] = [];
  for (const email of emails) {
    const { rows: r } = await query(
      `insert into users (email, full_name, credits, subscription_tier, last_credit_reset) values ($1, $2, $3, 'pro', now()) returning id`,
      [email, `Bench ${email}`, credits],
    );
    const id = String(r[0]!.id);
    const token = randomToken();
    await query(
      `insert into sessions (sid, user_id, expire, absolute_expire) values ($1, $2, now() + interval '14 days', now() + interval '30 days')`,
      [sha256(token), id],
    );
    await query(
      `insert into credit_transactions (user_id, type, amount, credits_after, idempotency_key, description) values ($1, 'admin_adjustment', $2, $2, $3, 'bench')`,
      [id, credits, `bench:${id}`],
    );
    out.push({ id, cookie: `${SESSION_COOKIE}=${token}` });
  }
  return out;
}

/** Drops the posts indexes (but the primary key), runs `fill`, recreates them: one bulk build instead of a million updates. */
export async function withPostIndexesRebuilt(query: Query, fill: () => Promise<void>): Promise<void> {
  const { rows: defs } = await query(
    `select indexname, indexdef from pg_indexes where tablename = 'posts' and indexname <> 'posts_pkey'`,
  );
  for (const d of defs) await query(`drop index ${String(d.indexname)}`);
  await fill();
  for (const d of defs) await query(String(d.indexdef));
  await query('vacuum analyze');
}

export async function seedPosts(query: Query, userIds: string[], perUser: number, spacing: string): Promise<void> {
  await query(
    `insert into posts (user_id, original_idea, generated_content, mood, created_at)
     select u.id, ${postValues('g')}, now() - g * interval '${spacing}' - u.k * interval '1 millisecond'
     from unnest($1::uuid[]) with ordinality as u(id, k), generate_series(1, ${perUser}) g`,
    [userIds],
  );
}
