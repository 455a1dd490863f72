import { z } from './common';

/** Which writer answers AI requests; the UI names the Offline writer so nobody mistakes it for a model. */
export const writerInfoSchema = z.object({ engine: z.enum(['offline', 'llm']), label: z.string() });
export type WriterInfo = z.infer<typeof writerInfoSchema>;
