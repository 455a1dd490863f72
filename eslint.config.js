import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Architecture boundaries (ARCHITECTURE.md, "Rules of the house") are lint
// errors, not goodwill. Each block below names the rule it enforces.

const webFeatures = (() => {
  try {
    return readdirSync('src/web/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

// Exact package names (a regex, so a folder called `ai/` is not mistaken for the `ai` package).
const THIRD_PARTY_SDKS = '^(stripe|arctic|nodemailer|ai|@ai-sdk/[^/]+|ioredis)(/.*)?$';
const SERVER_PACKAGES = '^(fastify|drizzle-orm|pg|@electric-sql/pglite|stripe|arctic|nodemailer|ai|@ai-sdk/[^/]+|ioredis|@node-rs/argon2)(/.*)?$';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'e2e-artifacts/**', 'src/server/db/migrations/**'] },
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
      'check-file/filename-naming-convention': ['error', { 'src/**/*.{ts,tsx}': 'KEBAB_CASE', 'e2e/**/*.ts': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  // shared: imported by both sides, so it may depend on zod and itself only.
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!zod$|zod/|\\.{1,2}/)', message: 'src/shared depends on zod and itself only.' },
            { regex: '^\\.\\./(\\.\\./)*(server|web)(/|$)', message: 'src/shared depends on zod and itself only.' },
          ],
        },
      ],
    },
  },
  // server: never reaches into the web app.
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/*', '**/web/**', 'react', 'react-dom'], message: 'The server never imports web code.' },
            { regex: THIRD_PARTY_SDKS, allowTypeImports: true, message: 'Only src/server/integrations and src/server/ai talk to third-party SDKs.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Only src/server/env.ts reads process.env.' },
      ],
    },
  },
  {
    files: ['src/server/integrations/**/*.ts', 'src/server/ai/**/*.ts', 'src/server/test/**/*.ts', 'src/server/**/*.test.ts', 'src/server/main.ts', 'src/server/app.ts', 'src/server/plugins/rate-limit.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/*', '**/web/**', 'react', 'react-dom'], message: 'The server never imports web code.' }] }],
    },
  },
  { files: ['src/server/env.ts', 'src/server/test/**/*.ts', 'src/server/**/*.test.ts'], rules: { 'no-restricted-syntax': 'off' } },
  // Services speak the domain: no HTTP framework inside them.
  {
    files: ['src/server/modules/**/*.service.ts', 'src/server/modules/**/*.service/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify', 'fastify-*', '@fastify/*'], message: 'Services never import Fastify; routes speak HTTP.' },
            { regex: THIRD_PARTY_SDKS, allowTypeImports: true, message: 'Only src/server/integrations and src/server/ai talk to third-party SDKs.' },
          ],
        },
      ],
    },
  },
  // Routes speak HTTP: they call services, never the database.
  {
    files: ['src/server/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*', '**/db/**', '**/db/*'], message: 'Routes never touch Drizzle; call a service.' },
            { regex: THIRD_PARTY_SDKS, allowTypeImports: true, message: 'Only src/server/integrations and src/server/ai talk to third-party SDKs.' },
          ],
        },
      ],
    },
  },
  // web: browser code only, never server code.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app never imports server code or server packages.' },
            { regex: SERVER_PACKAGES, message: 'The web app never imports server code or server packages.' },
          ],
        },
      ],
    },
  },
  // Features never import each other's internals; shared pieces live in components/ or lib/.
  ...webFeatures.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app never imports server code or server packages.' },
            { regex: SERVER_PACKAGES, message: 'The web app never imports server code or server packages.' },
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '../../*', `!../../${feature}`],
              message: 'A feature never imports another feature; move shared code to src/web/components or src/web/lib.',
            },
            { group: ['@/app/*', '@/app/**'], message: 'Features do not import the app layer (router, layouts).' },
          ],
        },
      ],
    },
  })),
  { files: ['scripts/**/*.{js,mjs,ts}', 'e2e/**/*.ts', 'bench/**/*.ts', '*.config.{js,ts}'], rules: { 'no-restricted-syntax': 'off' } },
);
