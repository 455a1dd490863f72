/** The badge a margin shows in the revenue report (money-and-admin §2): ≥ 20 % default, ≥ 10 % secondary, lower destructive. */
export function marginVariant(margin: number | null): 'default' | 'secondary' | 'destructive' {
  if (margin === null) return 'secondary';
  if (margin >= 20) return 'default';
  if (margin >= 10) return 'secondary';
  return 'destructive';
}
