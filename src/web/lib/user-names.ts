type Named = { fullName: string; email: string };

/** "Ada Lovelace" → "Ada"; falls back to the e-mail's local part. */
export function firstName(user: Named): string {
  return user.fullName.trim().split(/\s+/)[0] || user.email.split('@')[0] || 'there';
}

/** "Ada Lovelace" → "AL", "ada@example.com" → "A". */
export function initials(user: Named): string {
  const words = user.fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return (user.email[0] ?? '?').toUpperCase();
  const letters = words.length === 1 ? [words[0]!] : [words[0]!, words[words.length - 1]!];
  return letters.map((word) => Array.from(word)[0]!.toUpperCase()).join('');
}
