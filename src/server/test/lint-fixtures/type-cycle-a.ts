// Lint fixture (scripts/lint-rules.test.ts): half of a cycle made of type-only
// imports, which import-x/no-cycle skips and scripts/check-import-cycles.mjs must refuse.
import type { B } from './type-cycle-b';

export type A = { b?: B };
