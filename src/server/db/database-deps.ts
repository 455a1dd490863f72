import type { Clock } from '../lib/clock';
import type { Database, PreparedQuery } from './client';

/** What a service built on the database alone is given: Drizzle, the prepared statements (decision 049), the clock. */
export type DatabaseDeps = { db: Database; prepared: PreparedQuery; clock: Clock };
