import { DownloadIcon, Loader2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useExportData, useIsExporting } from '../api/export-data';

/** Export My Data and Download My Data: the same JSON export (DECISIONS.md). */
export function ExportButton({ label }: { label: string }) {
  const exportData = useExportData();
  const busy = useIsExporting();
  return (
    <Button variant="outline" className="w-full justify-start" disabled={busy} onClick={() => exportData.mutate()}>
      {exportData.isPending ? (
        <Loader2Icon className="animate-spin" aria-hidden="true" />
      ) : (
        <DownloadIcon aria-hidden="true" />
      )}
      {exportData.isPending ? 'Exporting...' : label}
    </Button>
  );
}
