import { DownloadIcon, ScrollTextIcon } from 'lucide-react';
import { useState } from 'react';
import { LOG_LEVELS, LOG_SOURCES, LOGS_MAX_PAGE, type LogEntry, type LogsFilter } from '@shared/schemas/admin';
import { EmptyState } from '@/components/empty-state';
import { NativeSelect } from '@/components/native-select';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/query-state';
import { formatNumber } from '@/lib/format';
import { logsExportUrl, useLogs } from '../api/admin-reports';
import { formatDateTime } from './admin-format';
import { ListSkeleton, Pager, SearchField } from './admin-list-parts';

const LEVEL_VARIANT = { error: 'destructive', warning: 'secondary', info: 'outline' } as const;

function LogLine({ log }: { log: LogEntry }) {
  return (
    <li className="grid gap-1 rounded-lg border p-3 text-sm" data-testid="log-row">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={LEVEL_VARIANT[log.level]}>{log.level}</Badge>
        <Badge variant="outline">{log.source}</Badge>
        <span className="text-xs text-muted-foreground">{formatDateTime(log.createdAt)}</span>
        {log.userEmail ? (
          <span className="truncate text-xs text-muted-foreground">
            {log.userName ? `${log.userName} · ` : ''}
            {log.userEmail}
          </span>
        ) : null}
      </div>
      <p className="break-words">{log.message}</p>
      {log.metadata && Object.keys(log.metadata).length > 0 ? (
        <details className="text-xs text-muted-foreground">
          <summary className="cursor-pointer">Details</summary>
          <pre className="mt-1 overflow-x-auto whitespace-pre-wrap">{JSON.stringify(log.metadata, null, 2)}</pre>
        </details>
      ) : null}
    </li>
  );
}

/** System Logs (money-and-admin §2): filters on the server, 50 a page, 24-hour summary, CSV export of the filtered logs. */
export function SystemLogsPanel() {
  const [filter, setFilter] = useState<Required<LogsFilter>>({ search: '', level: 'all', source: 'all' });
  const [page, setPage] = useState(1);
  const logs = useLogs(filter, page);
  const update = (patch: Partial<LogsFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const pages = logs.data ? Math.min(LOGS_MAX_PAGE, Math.max(1, Math.ceil(logs.data.total / logs.data.limit))) : 1;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>System Logs</CardTitle>
          <CardDescription>Events from the writer, payments, LinkedIn and the system.</CardDescription>
        </div>
        <Button variant="outline" asChild>
          <a href={logsExportUrl(filter)} target="_blank" rel="noopener">
            <DownloadIcon aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {logs.data ? (
          <div className="grid gap-3 sm:grid-cols-3" aria-label="Last 24 hours">
            <div className="rounded-lg border p-3">
              <p className="text-xs text-muted-foreground">Errors (24 h)</p>
              <p className="text-lg font-semibold text-destructive tabular-nums">
                {formatNumber(logs.data.summary.errors)}
              </p>
            </div>
            <div className="rounded-lg border p-3">
              <p className="text-xs text-muted-foreground">Warnings (24 h)</p>
              <p className="text-lg font-semibold tabular-nums">{formatNumber(logs.data.summary.warnings)}</p>
            </div>
            <div className="rounded-lg border p-3">
              <p className="text-xs text-muted-foreground">Info (24 h)</p>
              <p className="text-lg font-semibold tabular-nums">{formatNumber(logs.data.summary.info)}</p>
            </div>
          </div>
        ) : null}

        {logs.data && logs.data.recentErrors.length > 0 ? (
          <section className="grid gap-2" aria-labelledby="critical-heading">
            <h3 id="critical-heading" className="text-sm font-medium">
              Recent critical issues
            </h3>
            <ul className="grid gap-2">
              {logs.data.recentErrors.map((log) => (
                <LogLine key={log.id} log={log} />
              ))}
            </ul>
          </section>
        ) : null}

        <div className="grid gap-3 sm:grid-cols-[1fr_10rem_10rem]">
          <SearchField
            aria-label="Search logs"
            placeholder="Search messages, names or emails"
            value={filter.search}
            onChange={(e) => update({ search: e.target.value })}
          />
          <NativeSelect
            aria-label="Level"
            value={filter.level}
            onChange={(e) => update({ level: e.target.value as LogsFilter['level'] })}
          >
            <option value="all">All levels</option>
            {LOG_LEVELS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label="Source"
            value={filter.source}
            onChange={(e) => update({ source: e.target.value as LogsFilter['source'] })}
          >
            <option value="all">All sources</option>
            {LOG_SOURCES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </div>

        <QueryState
          query={logs}
          loading={<ListSkeleton rowClassName="h-16" />}
          errorFallback="The logs could not be loaded."
          isEmpty={(data) => data.logs.length === 0}
          empty={<EmptyState icon={ScrollTextIcon} title="No logs found matching your criteria" />}
        >
          {(data) => (
            <ul className="grid gap-2" aria-label="Logs">
              {data.logs.map((log) => (
                <LogLine key={log.id} log={log} />
              ))}
            </ul>
          )}
        </QueryState>

        <Pager
          summary={`${formatNumber(logs.data?.total ?? 0)}${logs.data?.totalCapped ? '+' : ''} entries`}
          page={page}
          pages={pages}
          onPage={setPage}
        />
      </CardContent>
    </Card>
  );
}
