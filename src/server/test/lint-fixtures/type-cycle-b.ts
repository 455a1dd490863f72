// Lint fixture: the other half of the type-only cycle (see type-cycle-a.ts).
import type { A } from './type-cycle-a';

export type B = { a?: A };
