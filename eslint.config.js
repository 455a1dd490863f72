import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Architecture boundaries (ARCHITECTURE.md, "Import rules") are lint errors,
// not goodwill. In a flat config a later block that sets a rule replaces an
// earlier one for the files both match, so every boundary below is written
// once: one `import-x/no-restricted-paths` with a zone per rule, one
// `no-restricted-syntax` for the environment, each in a single block (the
// routes' block repeats the environment's selectors beside its own).
// scripts/lint-rules.test.ts lints one violation per rule and checks it bites.

const ROOT = import.meta.dirname;
const at = (...parts) => join(ROOT, ...parts);
// A glob of packages' folders (minimatch expands braces only around two or more names).
const pkgs = (names) => (names.length === 1 ? `node_modules/${names[0]}/**` : `node_modules/{${names.join(',')}}/**`);

const serverModules = readdirSync(at('src/server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webFeatures = readdirSync(at('src/web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The third-party SDKs: only src/server/integrations and src/server/ai may import them. */
const THIRD_PARTY_SDKS = ['stripe', 'arctic', 'nodemailer', 'ai', '@ai-sdk/*', 'ioredis', '@aws-sdk/*'];
const FASTIFY = ['fastify', 'fastify-*', '@fastify/*'];
/** Packages that only make sense on the server; the web bundle never pulls them in. */
const SERVER_PACKAGES = [
  ...FASTIFY,
  'drizzle-orm',
  'pg',
  '@electric-sql/pglite',
  '@node-rs/argon2',
  ...THIRD_PARTY_SDKS,
];

/**
 * The HTTP layer is app.ts, plugins/ and modules' *.routes.ts (and the tests,
 * which drive the app through it). Every other server file speaks the domain.
 */
const NON_HTTP_SERVER_FILES = [
  'src/server/!(app|*.test).ts',
  'src/server/!(plugins|test|modules)/**/!(*.test).ts',
  'src/server/modules/**/!(*.routes|*.test).ts',
];

/** Each zone: files matching `target` may not import what `from` matches (resolved paths). */
const BOUNDARIES = [
  {
    // Its tests may use the test runner.
    target: 'src/shared/**/!(*.test).ts',
    from: '**',
    except: [at('src/shared/**'), at('node_modules/zod/**')],
    message: 'src/shared depends on zod and itself only.',
  },
  {
    target: 'src/server/**',
    from: ['src/web/**', pkgs(['react', 'react-dom'])],
    message: 'The server never imports web code.',
  },
  {
    target: 'src/**',
    from: 'tools/**',
    message: 'The product never imports tools/ (benchmarks, corpora, audits); tools may import the product.',
  },
  {
    target: 'src/web/**',
    from: ['src/server/**', pkgs(SERVER_PACKAGES)],
    message: 'The web app never imports server code or server packages.',
  },
  ...webFeatures.map((feature) => ({
    target: `src/web/features/${feature}/**`,
    from: 'src/web/features/**',
    except: [at('src/web/features', feature, '**')],
    message:
      'A feature never imports another feature; shared data goes to src/web/data, shared UI to src/web/components, helpers to src/web/lib.',
  })),
  {
    target: 'src/web/features/**',
    from: 'src/web/app/**',
    message: 'Features never import the app layer (router, layouts).',
  },
  {
    target: ['src/web/components/**', 'src/web/lib/**', 'src/web/data/**'],
    from: ['src/web/features/**', 'src/web/app/**'],
    message: 'components/, lib/ and data/ never import features or the app layer.',
  },
  {
    target: 'src/web/lib/**',
    from: ['src/web/components/**', 'src/web/data/**'],
    message: 'lib/ is the bottom layer: it never imports components/ or data/.',
  },
  { target: 'src/web/data/**', from: 'src/web/components/**', message: 'data/ never imports components/.' },
  {
    target: NON_HTTP_SERVER_FILES,
    from: pkgs(FASTIFY),
    message:
      'Only the HTTP layer (app.ts, plugins/, *.routes.ts) imports Fastify; services and every other server file speak the domain.',
  },
  {
    // Test fakes stand in for the third party itself, so they may use its SDK's own test helpers (Stripe's webhook signer).
    target: [
      'src/server/*.ts',
      'src/server/!(integrations|ai|test)/**',
      'src/server/test/*.ts',
      'src/server/test/!(fakes)/**',
    ],
    from: pkgs(THIRD_PARTY_SDKS),
    message: 'Only src/server/integrations and src/server/ai import third-party SDKs.',
  },
  // A server module exposes what others may use through one entry: its index.ts, or else its <module>.service.ts.
  ...serverModules.map((module) => ({
    target: `src/server/modules/!(${module})/**/!(*.test).ts`,
    from: `src/server/modules/${module}`,
    except: [existsSync(at('src/server/modules', module, 'index.ts')) ? './index.ts' : `./${module}.service.ts`],
    message:
      'Another module is used through its one entry only (its index.ts, or else <module>.service.ts), never its internals.',
  })),
  {
    target: 'src/server/modules/**/*.routes.ts',
    from: ['src/server/db/**', pkgs(['drizzle-orm'])],
    message: 'Routes never touch Drizzle or the database; call a service.',
  },
];

const ENV_MESSAGE =
  'Only src/server/env.ts reads the environment (process.env in any form); pass the setting in from there.';
const PROCESS_ENV_SYNTAX = [
  "MemberExpression[object.name='process'][property.name='env']",
  "MemberExpression[object.name='process'][computed=true][property.value='env']",
  "MemberExpression[object.name='process'][computed=true][property.type='TemplateLiteral'][property.quasis.0.value.cooked='env']",
  "MemberExpression[object.property.name='process'][property.name='env']",
  "MemberExpression[object.property.name='process'][property.value='env']",
  "MemberExpression[object.property.value='process'][property.name='env']",
  "MemberExpression[object.property.value='process'][property.value='env']",
  "VariableDeclarator[init.property.name='process'] > ObjectPattern > Property[key.name='env']",
  "VariableDeclarator[init.property.value='process'] > ObjectPattern > Property[key.name='env']",
  "VariableDeclarator[init.name='process'] > ObjectPattern > Property[key.name='env']",
  "VariableDeclarator[init.name='process'] > ObjectPattern > Property[key.value='env']",
  "AssignmentExpression[right.name='process'] > ObjectPattern > Property[key.name='env']",
  'ImportDeclaration[source.value=/^(node:)?process$/]',
  'ImportExpression[source.value=/^(node:)?process$/]',
].map((selector) => ({ selector, message: ENV_MESSAGE }));

const ROUTE_SERVICES_MESSAGE =
  'A routes file gets the services it uses from app.ts, as its options (`async (app, { services })`, typed RouteServices<...>), never all of them from the Fastify instance (app.services).';
// The Fastify instance may go by any name (app, fastify, instance, request.server, this), and lint sees no
// types, so a routes file reads no `.services` of anything: its options are destructured in the parameter list.
const ROUTE_SERVICES_SYNTAX = [
  "MemberExpression[computed=false][property.name='services']",
  "MemberExpression[computed=true][property.value='services']",
  "MemberExpression[computed=true][property.type='TemplateLiteral'][property.quasis.0.value.cooked='services']",
  "VariableDeclarator > ObjectPattern > Property[key.name='services']",
  "VariableDeclarator > ObjectPattern > Property[key.value='services']",
  "AssignmentExpression > ObjectPattern > Property[key.name='services']",
].map((selector) => ({ selector, message: ROUTE_SERVICES_MESSAGE }));

export default tseslint.config(
  // lint-fixtures/ hold violations on purpose: scripts/lint-rules.test.ts lints them with ignores off.
  {
    ignores: [
      'dist/**',
      '.builds/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e-artifacts/**',
      'src/server/db/migrations/**',
      'src/**/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx}': 'KEBAB_CASE', 'e2e/**/*.ts': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  // The import boundaries and cycles, for everything under src/.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads to follow imports (no-cycle), and with which parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
          tsconfig: { configFile: at('tsconfig.json') },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: BOUNDARIES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Only env.ts reads the environment (and the test suite's own test-env.ts for TEST_*).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/env.ts', 'src/server/test/test-env.ts'],
    rules: { 'no-restricted-syntax': ['error', ...PROCESS_ENV_SYNTAX] },
  },
  // Routes get only the services they use (issue #25): never `app.services`. A block that sets
  // no-restricted-syntax replaces the one above for these files, so the environment's selectors come too.
  {
    files: ['src/server/**/*.routes.ts'],
    rules: { 'no-restricted-syntax': ['error', ...PROCESS_ENV_SYNTAX, ...ROUTE_SERVICES_SYNTAX] },
  },
  // Code that runs in the browser, or in both places, uses no Node.js built-in (tests run in Node).
  {
    files: ['src/shared/**/*.ts', 'src/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/web/test/**'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
