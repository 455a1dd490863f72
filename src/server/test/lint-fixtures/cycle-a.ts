// Lint fixture (scripts/lint-rules.test.ts): half of an import cycle, which
// import-x/no-cycle must refuse. The normal lint ignores this folder.
import { b } from './cycle-b';

export const a = () => b();
