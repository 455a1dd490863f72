import { useQuery } from '@tanstack/react-query';
import type { WriterInfo } from '@shared/schemas/writer';

/** GET /api/writer: which writer answers AI requests (the Offline writer or a model). */
export function useWriter() {
  return useQuery<WriterInfo>({ queryKey: ['/api/writer'] });
}
