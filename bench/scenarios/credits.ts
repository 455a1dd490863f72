import { openDatabase } from '../../src/server/db/client';
import { systemClock } from '../../src/server/lib/clock';
import { createCatalogueService } from '../../src/server/modules/billing/catalogue.service';
import { createCreditsService } from '../../src/server/modules/credits/credits.service';
import { SIZES } from '../lib/options';
import { add } from '../lib/report';

/** 50 concurrent spenders on PostgreSQL, then the ledger checked against the balances. */
export async function creditScenario(databaseUrl: string, users: { id: string }[]): Promise<void> {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, max: 10 });
  try {
    const catalogue = createCatalogueService({ db: handle.db, prepared: handle.prepared, clock: systemClock });
    const credits = createCreditsService({ db: handle.db, clock: systemClock, catalogue, maxRunMs: 15 * 60 * 1000 });
    let spends = 0;
    let failures = 0;
    const deadline = Date.now() + SIZES.spendSeconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 50 }, async (_, worker) => {
        let i = 0;
        while (Date.now() < deadline) {
          const user = users[(worker + i * 7) % users.length]!;
          try {
            await credits.spend({
              userId: user.id,
              feature: 'post_generation',
              cost: 1,
              idempotencyKey: `bench-spend:${worker}:${i}:${started}`,
            });
            spends++;
          } catch {
            failures++;
          }
          i++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const { rows: mismatched } = await handle.pool!.query(
      `select u.id from users u left join (select user_id, sum(amount) s from credit_transactions group by user_id) l on l.user_id = u.id where u.credits <> coalesce(l.s, 0)`,
    );
    add({
      group: 'credits (PostgreSQL, 50 concurrent spenders)',
      name: 'credit spends per second',
      unit: 'spends/s',
      value: Math.round(spends / seconds),
      note: `${failures} failed; ledger == balances: ${mismatched.length === 0 ? 'yes' : `NO (${mismatched.length} users differ)`}`,
    });
    if (mismatched.length > 0 || failures > 0)
      add({
        group: 'credits (PostgreSQL, 50 concurrent spenders)',
        name: 'ledger equals balances',
        unit: '',
        value: 0,
        target: { min: 1, on: 'value' },
      });
  } finally {
    await handle.close();
  }
}
