import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './export-data';

describe('filenameFromDisposition', () => {
  it('reads the quoted, bare and RFC 5987 forms', () => {
    expect(filenameFromDisposition('attachment; filename="postwright-data-export-2026-01-01T10-00-00-000Z.json"')).toBe(
      'postwright-data-export-2026-01-01T10-00-00-000Z.json',
    );
    expect(filenameFromDisposition('attachment; filename=export.json')).toBe('export.json');
    expect(filenameFromDisposition('attachment; filename*=UTF-8\'\'donn%C3%A9es.json; filename="donnees.json"')).toBe(
      'données.json',
    );
  });

  it('gives up on a missing or nameless header', () => {
    expect(filenameFromDisposition(null)).toBeUndefined();
    expect(filenameFromDisposition('attachment')).toBeUndefined();
  });
});
