/**
 * A value built on first use, then kept. For Intl formatters: in a browser the
 * first one built costs tens of milliseconds (ICU's locale data), so building
 * them at module load put that into the first long task of every page,
 * whether it formats anything or not (decision 081).
 */
export function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}
