import { useQuery } from '@tanstack/react-query';
import type { WriterInfo } from '@shared/schemas/writer';

/** GET /api/writer: which engine writes the posts (the Offline writer unless a model is configured). */
export function useWriterInfo() {
  return useQuery<WriterInfo>({ queryKey: ['/api/writer'] });
}
