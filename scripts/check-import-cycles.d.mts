/** The import cycles among the files under `dirs` (absolute paths), each as paths relative to the root. */
export function findImportCycles(dirs: string[]): string[][];
