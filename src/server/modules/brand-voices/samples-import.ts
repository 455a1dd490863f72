// Turns what a user sends (pasted text, LinkedIn's Shares.csv, a plain CSV or
// TXT) into candidate posts. Pure: counting duplicates and limits is the
// service's job. Shares.csv columns: Date, ShareLink, ShareCommentary,
// SharedUrl, MediaUrl, Visibility; commentary is a quoted, multi-line field.

export type ImportedPosts = { posts: string[]; empty: number; reposts: number };

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

/** Pasted posts: one per block, blocks separated by a line holding only `---`. */
export function splitPasted(text: string): string[] {
  return text.split(/^[ \t]*-{3,}[ \t]*$/m);
}

const TEXT_COLUMNS = ['sharecommentary', 'commentary', 'text', 'post', 'posts', 'content', 'body', 'message'];
// ShareLink is the share's own address (every row has one); a repost carries what it shares in SharedUrl or MediaUrl.
const LINK_COLUMNS = ['sharedurl', 'mediaurl', 'url', 'link'];

// LinkedIn's export sometimes wraps the commentary in an extra pair of quotes.
const unwrap = (text: string) => text.replace(/^"([\s\S]*)"$/, '$1').replace(/""/g, '"');

function fromRows(rows: string[][]): ImportedPosts {
  const header = (rows[0] ?? []).map((cell) =>
    cell
      .trim()
      .toLowerCase()
      .replace(/^\ufeff/, ''),
  );
  const textColumn = header.findIndex((name) => TEXT_COLUMNS.includes(name));
  if (textColumn < 0) {
    // No header we know: every non-empty cell of the first column is a post.
    return tally(rows.map((r) => ({ text: r[0] ?? '', hasLink: false })));
  }
  const linkColumns = header.map((name, i) => (LINK_COLUMNS.includes(name) ? i : -1)).filter((i) => i >= 0);
  return tally(
    rows.slice(1).map((r) => ({
      text: unwrap((r[textColumn] ?? '').trim()),
      hasLink: linkColumns.some((i) => (r[i] ?? '').trim() !== ''),
    })),
  );
}

function tally(rows: Array<{ text: string; hasLink: boolean }>): ImportedPosts {
  const result: ImportedPosts = { posts: [], empty: 0, reposts: 0 };
  for (const { text, hasLink } of rows) {
    const trimmed = text.replace(/\r\n/g, '\n').trim();
    if (trimmed) result.posts.push(trimmed);
    else if (hasLink) result.reposts += 1;
    else result.empty += 1;
  }
  return result;
}

/** Pasted or typed posts (the JSON body's `posts`), each possibly holding several split by `---`. */
export function importTexts(texts: string[]): ImportedPosts {
  return tally(texts.flatMap(splitPasted).map((text) => ({ text, hasLink: false })));
}

/** An uploaded file: a CSV (LinkedIn's Shares.csv or any CSV with a text column) or plain text. */
export function importFile(filename: string, content: string): ImportedPosts {
  const text = content.replace(/^\ufeff/, '');
  const looksCsv = /\.csv$/i.test(filename) || /^[^\n]*ShareCommentary/i.test(text);
  return looksCsv ? fromRows(parseCsv(text)) : importTexts([text]);
}
