import { useIsMutating, useMutation } from '@tanstack/react-query';
import { parse as parseContentDisposition } from 'content-disposition';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export type ExportFile = { blob: Blob; filename: string };

/**
 * The file name the server gave, `filename*` (RFC 8187, UTF-8) preferred over
 * `filename`; undefined when the header is missing, nameless or malformed.
 */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  try {
    return parseContentDisposition(header).parameters.filename || undefined;
  } catch {
    return undefined;
  }
}

function fallbackFilename(now: Date = new Date()): string {
  return `postwright-data-export-${now.toISOString().replace(/[:.]/g, '-')}.json`;
}

/** GET /api/gdpr/export-data: everything stored about the user, as the file the server names. */
export async function exportData(): Promise<ExportFile> {
  let response: Response;
  try {
    response = await fetch('/api/gdpr/export-data', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError({ status: 0, message: `0: ${NETWORK_ERROR_MESSAGE}`, serverMessage: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok) throw await toApiError(response);
  const blob = await response.blob();
  return { blob, filename: filenameFromDisposition(response.headers.get('content-disposition')) ?? fallbackFilename() };
}

/** Hands a file to the browser's download manager. */
export function saveFile({ blob, filename }: ExportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const exportKey = ['export-data'] as const;

/** Export My Data and Download My Data share one download: while it runs, both buttons wait. */
export function useExportData() {
  return useMutation({
    mutationKey: exportKey,
    mutationFn: exportData,
    onSuccess: (file) => {
      saveFile(file);
      toast({ title: 'Your data has been exported successfully', description: file.filename });
    },
    onError: () =>
      toast({ variant: 'destructive', title: 'Failed to export data', description: 'Please try again later' }),
  });
}

export function useIsExporting(): boolean {
  return useIsMutating({ mutationKey: exportKey }) > 0;
}
