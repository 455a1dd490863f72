import { defineConfig } from 'drizzle-kit';

// Only used to generate migrations (`npm run db:generate`); the app applies
// them itself at start (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
