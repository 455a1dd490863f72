import { sql, type SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/**
 * drizzle-orm's node-postgres `transaction()` (0.45.x and 1.0 rc; upstream
 * drizzle-orm#6241 and #6114, open) sends BEGIN before the try/finally that
 * gives the connection back to the pool. It also gives a connection back as
 * healthy after its ROLLBACK failed. During a database outage both happen: a
 * connection that dies between checkout and BEGIN is lost to the pool for the
 * life of the process, and a few outages leave the app with no connections at
 * all (CI caught `pool.end()` waiting for one forever after the outage test).
 *
 * This replaces the method with the same steps, in the order that always
 * releases:
 * - BEGIN is inside the try.
 * - ROLLBACK runs only after a BEGIN that succeeded.
 * - A connection whose BEGIN or ROLLBACK failed is released with the error,
 *   so pg-pool closes it instead of handing it out again.
 * - The caller gets the transaction's own error, not the rollback's.
 * Decision 083.
 */
type Internals = { client: pg.Pool | pg.PoolClient | pg.Client; dialect: unknown; schema: unknown; options: unknown };
type Config = Record<string, unknown> | undefined;
type Tx = { execute(query: SQL): Promise<unknown>; getTransactionConfigSQL(config: NonNullable<Config>): SQL };

let installed = false;
const asError = (thrown: unknown) => (thrown instanceof Error ? thrown : new Error(String(thrown)));

export function releaseConnectionsOfFailedTransactions(): void {
  if (installed) return;
  installed = true;
  const Session = NodePgSession as unknown as new (
    client: unknown,
    dialect: unknown,
    schema: unknown,
    options: unknown,
  ) => Internals;
  const Transaction = NodePgTransaction as unknown as new (dialect: unknown, session: unknown, schema: unknown) => Tx;
  (NodePgSession.prototype as unknown as { transaction: unknown }).transaction = async function transaction(
    this: Internals,
    run: (tx: Tx) => Promise<unknown>,
    config: Config,
  ): Promise<unknown> {
    // As drizzle decides it: a pool (or a pool-like client) hands out one connection per transaction.
    const isPool =
      this.client instanceof pg.Pool || Object.getPrototypeOf(this.client).constructor.name.includes('Pool');
    const session = isPool
      ? new Session(await (this.client as pg.Pool).connect(), this.dialect, this.schema, this.options)
      : this;
    const tx = new Transaction(this.dialect, session, this.schema);
    let began = false;
    let broken: Error | undefined;
    try {
      await tx.execute(sql`begin${config ? sql` ${tx.getTransactionConfigSQL(config)}` : undefined}`);
      began = true;
      const result = await run(tx);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      if (!began) broken = asError(error);
      else {
        try {
          await tx.execute(sql`rollback`);
        } catch (rollbackError) {
          broken = asError(rollbackError);
        }
      }
      throw error;
    } finally {
      if (isPool) (session.client as pg.PoolClient).release(broken);
    }
  };
}
