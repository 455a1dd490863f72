import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { findImportCycles } from './check-import-cycles.mjs';

// The architecture rules of eslint.config.js bite: one violation per rule,
// linted with the project's own config as if the file sat at `filePath` in the
// tree, must produce that rule's error; the allowed counterpart must not.
// (`ignore: false` lets the real files of src/server/test/lint-fixtures through.)

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd(), ignore: false });
});

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages;
}

/** Rule id and message of every error, one string each. */
async function errors(filePath: string, code: string): Promise<string[]> {
  return (await lint(filePath, code)).map((m) => `${m.ruleId}: ${m.message}`);
}

const zone = (importPath: string, message: string) =>
  `import-x/no-restricted-paths: Unexpected path "${importPath}" imported in restricted zone. ${message}`;

const SHARED = 'src/shared depends on zod and itself only.';
const SERVER_NOT_WEB = 'The server never imports web code.';
const WEB_NOT_SERVER = 'The web app never imports server code or server packages.';
const FEATURES =
  'A feature never imports another feature; shared data goes to src/web/data, shared UI to src/web/components, helpers to src/web/lib.';
const NO_APP = 'Features never import the app layer (router, layouts).';
const LOWER_LAYERS = 'components/, lib/ and data/ never import features or the app layer.';
const LIB_BOTTOM = 'lib/ is the bottom layer: it never imports components/ or data/.';
const DATA_NO_UI = 'data/ never imports components/.';
const FASTIFY =
  'Only the HTTP layer (app.ts, plugins/, *.routes.ts) imports Fastify; services and every other server file speak the domain.';
const SDKS = 'Only src/server/integrations and src/server/ai import third-party SDKs.';
const ROUTES = 'Routes never touch Drizzle or the database; call a service.';
const ENTRY =
  'Another module is used through its one entry only (its index.ts, or else <module>.service.ts), never its internals.';
const ENV =
  'no-restricted-syntax: Only src/server/env.ts reads the environment (process.env in any form); pass the setting in from there.';
const ROUTE_SERVICES =
  'no-restricted-syntax: A routes file gets the services it uses from app.ts, as its options (`async (app, { services })`, typed RouteServices<...>), never all of them from the Fastify instance (app.services).';

describe('architecture lint rules', { timeout: 120_000 }, () => {
  it('shared imports zod and itself only', async () => {
    const code =
      "import { z } from 'zod';\nimport { TIERS } from './constants';\nimport { cn } from '../web/lib/utils';\nexport { z, TIERS, cn };\n";
    expect(await errors('src/shared/fixture.ts', code)).toEqual([zone('../web/lib/utils', SHARED)]);
  });

  it('shared and the web use no Node.js built-in outside tests', async () => {
    const code = "import { readFileSync } from 'node:fs';\nexport { readFileSync };\n";
    expect(await errors('src/shared/fixture.ts', code)).toEqual([
      'import-x/no-nodejs-modules: Do not import Node.js builtin module "node:fs"',
    ]);
    expect(await errors('src/web/lib/fixture.ts', code)).toEqual([
      'import-x/no-nodejs-modules: Do not import Node.js builtin module "node:fs"',
    ]);
    expect(await errors('src/web/lib/fixture.test.ts', code)).toEqual([]);
  });

  it('the product never imports tools/', async () => {
    const code = "import { BENCHMARK_VOICES } from '../../../tools/eval/audit/voices';\nexport { BENCHMARK_VOICES };\n";
    expect(await errors('src/server/ai/fixture.ts', code)).toEqual([
      zone(
        '../../../tools/eval/audit/voices',
        'The product never imports tools/ (benchmarks, corpora, audits); tools may import the product.',
      ),
    ]);
  });

  it('the server never imports web code, by alias or by path', async () => {
    const code =
      "import { cn } from '@/lib/utils';\nimport type { ReactNode } from 'react';\nexport type X = ReactNode;\nexport { cn };\n";
    expect(await errors('src/server/lib/fixture.ts', code)).toEqual([
      zone('@/lib/utils', SERVER_NOT_WEB),
      zone('react', SERVER_NOT_WEB),
    ]);
  });

  it('the web never imports server code or server packages', async () => {
    const code =
      "import { systemClock } from '../../server/lib/clock';\nimport { eq } from 'drizzle-orm';\nexport { systemClock, eq };\n";
    expect(await errors('src/web/lib/fixture.ts', code)).toEqual([
      zone('../../server/lib/clock', WEB_NOT_SERVER),
      zone('drizzle-orm', WEB_NOT_SERVER),
    ]);
  });

  it('a feature never imports another feature, at any depth, by alias or by path', async () => {
    const code = [
      "import { StatCards } from '../../../dashboard/components/stat-cards';",
      "import { useRecentPosts } from '@/features/dashboard/api/get-recent-posts';",
      "import { creditsLabel } from '../../lib/labels';",
      'export { StatCards, useRecentPosts, creditsLabel };',
      '',
    ].join('\n');
    expect(await errors('src/web/features/posts/components/deep/fixture.tsx', code)).toEqual([
      zone('../../../dashboard/components/stat-cards', FEATURES),
      zone('@/features/dashboard/api/get-recent-posts', FEATURES),
    ]);
  });

  it('features never import the app layer', async () => {
    const code = "import { AppRoutes } from '@/app/router';\nexport { AppRoutes };\n";
    expect(await errors('src/web/features/posts/fixture.tsx', code)).toEqual([zone('@/app/router', NO_APP)]);
  });

  it('components/, lib/ and data/ never import features', async () => {
    const code = "import { creditsLabel } from '@/features/posts/lib/labels';\nexport { creditsLabel };\n";
    expect(await errors('src/web/components/fixture.tsx', code)).toEqual([
      zone('@/features/posts/lib/labels', LOWER_LAYERS),
    ]);
    expect(await errors('src/web/data/fixture.ts', code)).toEqual([zone('@/features/posts/lib/labels', LOWER_LAYERS)]);
  });

  it('lib/ never imports components/ or data/, and data/ never imports components/', async () => {
    const code = "import { Button } from '@/components/ui/button';\nexport { Button };\n";
    expect(await errors('src/web/lib/fixture.ts', code)).toEqual([zone('@/components/ui/button', LIB_BOTTOM)]);
    expect(await errors('src/web/data/fixture.ts', code)).toEqual([zone('@/components/ui/button', DATA_NO_UI)]);
    expect(
      await errors(
        'src/web/components/fixture.tsx',
        "import { useStats } from '@/data/get-stats';\nexport { useStats };\n",
      ),
    ).toEqual([]);
  });

  it('only the HTTP layer imports Fastify', async () => {
    const code =
      "import type { FastifyInstance } from 'fastify';\nimport type { ZodTypeProvider } from 'fastify-type-provider-zod';\nexport type X = FastifyInstance | ZodTypeProvider;\n";
    const refused = [zone('fastify', FASTIFY), zone('fastify-type-provider-zod', FASTIFY)];
    expect(await errors('src/server/modules/posts/fixture.service.ts', code)).toEqual(refused);
    expect(await errors('src/server/modules/posts/fixture-mapper.ts', code)).toEqual(refused);
    expect(await errors('src/server/jobs/fixture.ts', code)).toEqual(refused);
    expect(await errors('src/server/fixture.ts', code)).toEqual(refused);
    expect(await errors('src/server/modules/posts/fixture.routes.ts', code)).toEqual([]);
    expect(await errors('src/server/plugins/fixture.ts', code)).toEqual([]);
    expect(await errors('src/server/app.ts', code)).toEqual([]);
  });

  it('only integrations/ and ai/ import third-party SDKs, types included', async () => {
    const code =
      "import type { Redis } from 'ioredis';\nimport { generateText } from 'ai';\nexport type R = Redis;\nexport { generateText };\n";
    const refused = [zone('ioredis', SDKS), zone('ai', SDKS)];
    expect(await errors('src/server/plugins/rate-limit.ts', code)).toEqual(refused);
    expect(await errors('src/server/main.ts', code)).toEqual(refused);
    expect(await errors('src/server/modules/posts/fixture.service.ts', code)).toEqual(refused);
    expect(await errors('src/server/integrations/fixture.ts', code)).toEqual([]);
    expect(await errors('src/server/ai/llm/fixture.ts', code)).toEqual([]);
  });

  it('routes never touch Drizzle or the database', async () => {
    const code =
      "import { eq } from 'drizzle-orm';\nimport { posts } from '../../db/schema/posts';\nexport { eq, posts };\n";
    expect(await errors('src/server/modules/posts/fixture.routes.ts', code)).toEqual([
      zone('drizzle-orm', ROUTES),
      zone('../../db/schema/posts', ROUTES),
    ]);
  });

  it('a server module uses another only through its one entry, never its internals', async () => {
    const code = [
      "import { toPublicUser } from '../accounts/public-user';",
      "import { monthlyAllocationFrom } from '../billing/catalogue.service';",
      "import type { PostsService } from '../posts/posts.service';",
      "import { storedPlanCreditsSql } from '../billing';",
      "import { ownPostRow } from './fixture-helper';",
      'export type P = PostsService;',
      'export { toPublicUser, monthlyAllocationFrom, storedPlanCreditsSql, ownPostRow };',
      '',
    ].join('\n');
    // accounts and billing have an index.ts, so their services are internals too; posts' entry is its service.
    expect(await errors('src/server/modules/gdpr/fixture.service.ts', code)).toEqual([
      zone('../accounts/public-user', ENTRY),
      zone('../billing/catalogue.service', ENTRY),
    ]);
    // Tests may reach inside any module.
    expect(await errors('src/server/modules/gdpr/fixture.test.ts', code)).toEqual([]);
  });

  it('only env.ts reads process.env, in any syntax', async () => {
    const code = [
      'const a = process.env.PORT;',
      "const b = process['env'];",
      'const c = process[`env`];',
      'const { env } = process;',
      "const { ['env']: d } = process;",
      'const e = globalThis.process.env;',
      "const h = globalThis['process'].env;",
      "const i = globalThis['process']['env'];",
      'const { env: j } = globalThis.process;',
      "import p from 'node:process';",
      "import { env as f } from 'node:process';",
      "import * as g from 'process';",
      'export { a, b, c, env, d, e, h, i, j, p, f, g };',
      '',
    ].join('\n');
    const messages = await lint('src/server/lib/fixture.ts', code);
    expect(messages.map((m) => `${m.ruleId}: ${m.message}`)).toEqual(Array(12).fill(ENV));
    expect(messages.map((m) => m.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(await errors('src/web/lib/fixture.ts', 'export const a = process.env.MODE;\n')).toEqual([ENV]);
    expect(await errors('src/server/env.ts', 'export const a = process.env.PORT;\n')).toEqual([]);
  });

  it('routes get the services they use as options, never app.services, whatever the instance is called', async () => {
    const code = [
      "import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';",
      "import type { RouteServices } from '../../plugins/app-decorations';",
      'export const a: FastifyPluginAsyncZod = async (app) => {',
      "  app.get('/a', async () => app.services.stats.forUser('u'));",
      '};',
      'export const b: FastifyPluginAsyncZod = async (fastify) => {',
      "  fastify.get('/b', async () => fastify.services.stats.forUser('u'));",
      '};',
      'export const c: FastifyPluginAsyncZod = async (instance) => {',
      "  instance.get('/c', async (request) => request.server['services'].stats.forUser('u'));",
      '};',
      'export const d: FastifyPluginAsyncZod = async (app) => {',
      '  const { services } = app;',
      "  app.get('/d', async () => services.stats.forUser('u'));",
      '};',
      "export const e: FastifyPluginAsyncZod<RouteServices<'stats'>> = async (app, { services }) => {",
      "  app.get('/e', async () => services.stats.forUser('u'));",
      '};',
      '',
    ].join('\n');
    const messages = await lint('src/server/modules/stats/fixture.routes.ts', code);
    expect(messages.map((m) => `${m.ruleId}: ${m.message}`)).toEqual(Array(4).fill(ROUTE_SERVICES));
    expect(messages.map((m) => m.line)).toEqual([4, 7, 10, 13]);
    // The environment rule still holds in a routes file (this block replaces the general one there).
    expect(await errors('src/server/modules/stats/fixture.routes.ts', 'export const a = process.env.PORT;\n')).toEqual([
      ENV,
    ]);
    // app.ts hands the services in; it and the plugins are not routes files.
    expect(await errors('src/server/app.ts', code)).toEqual([]);
  });

  it('import cycles are refused', async () => {
    const [result] = await eslint.lintFiles(['src/server/test/lint-fixtures/cycle-a.ts']);
    expect(result!.messages.map((m) => `${m.ruleId}: ${m.message}`)).toEqual([
      'import-x/no-cycle: Dependency cycle detected',
    ]);
  });

  it('import cycles made of type-only imports are refused too (check-import-cycles.mjs)', async () => {
    const fixtures = `${process.cwd()}/src/server/test/lint-fixtures`;
    const found = findImportCycles([fixtures]).map((group) => group.map((file) => file.split('/').at(-1)));
    expect(found).toContainEqual(['type-cycle-a.ts', 'type-cycle-b.ts']);
    // And the product itself has none.
    expect(
      findImportCycles([
        `${process.cwd()}/src/server`,
        `${process.cwd()}/src/web`,
        `${process.cwd()}/src/shared`,
      ]).filter((g) => !g.some((f) => f.includes('lint-fixtures'))),
    ).toEqual([]);
  });
});
