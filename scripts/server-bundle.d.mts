/** Entry name → source file, relative to the repository root. */
export const SERVER_ENTRIES: Record<'main' | 'worker' | 'spell-thread', string>;
/** Bundles the server entries from `root` into `outdir` (dependencies stay external, as in `npm start`). */
export function buildServerBundle(options: { root: string; outdir: string }): Promise<void>;
