// The bench's yardsticks, started by bench/run.ts in their own process:
// a bare Fastify route (`/bare`) and a bare Fastify route that makes one
// indexed PostgreSQL query through a prepared statement (`/bare-query`), the
// physical floor of any database-backed route.
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.argv[2] ?? 0);
const databaseUrl = process.argv[3];
const userId = process.argv[4];

const app = Fastify({ logger: false });
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : undefined;

app.get('/bare', async () => ({ ok: true }));
app.get('/bare-query', async () => {
  if (!pool) return { ok: false };
  const result = await pool.query({
    name: 'bare-user',
    text: 'select id, credits, subscription_tier from users where id = $1',
    values: [userId],
  });
  return result.rows[0] ?? null;
});

await app.listen({ port, host: '127.0.0.1' });
console.log('bare server ready');
const stop = async () => {
  await app.close();
  await pool?.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
