// Lint fixture: the other half of the cycle (see cycle-a.ts).
import { a } from './cycle-a';

export const b = () => a;
