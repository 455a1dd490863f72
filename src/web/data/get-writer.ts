import { useQuery } from '@tanstack/react-query';
import { writerInfoSchema, type WriterInfo } from '@shared/schemas/writer';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/** GET /api/writer: which writer answers AI requests (the Offline writer unless a model is configured). */
export async function fetchWriter({ signal }: { signal?: AbortSignal } = {}): Promise<WriterInfo> {
  return writerInfoSchema.parse(await api.get<unknown>(queryKeys.writer[0], { signal }));
}

export function useWriter() {
  return useQuery({ queryKey: queryKeys.writer, queryFn: fetchWriter });
}
