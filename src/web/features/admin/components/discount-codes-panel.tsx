import { PlusIcon, TagIcon } from 'lucide-react';
import { useState } from 'react';
import { discountStatus } from '@shared/schemas/admin';
import { createDiscountCodeSchema, type AdminDiscountCode } from '@shared/schemas/discount-codes';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { NativeSelect } from '@/components/native-select';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { QueryState } from '@/components/query-state';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatEuro, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDiscountCodeChange, useDiscountCodes, type DiscountCodeDraft } from '../api/admin-discount-codes';
import { formatDate } from './admin-format';
import { DeleteRowButton } from './admin-list-parts';

const STATUS_VARIANT = {
  Active: 'default',
  Inactive: 'outline',
  Expired: 'secondary',
  'Limit Reached': 'secondary',
} as const;

/** "2026-11-24T19:05" for a datetime-local input, in the browser's time zone. */
const localNow = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

type Form = {
  code: string;
  type: 'percentage' | 'fixed_amount';
  value: string;
  startDate: string;
  endDate: string;
  usageLimit: string;
  usesPerUser: string;
  newUsersOnly: boolean;
  isActive: boolean;
};
/** The create form's defaults (money-and-admin §2): percentage, 10, starts now, no end, no limit, everyone, active. */
const emptyForm = (): Form => ({
  code: '',
  type: 'percentage',
  value: '10',
  startDate: localNow(),
  endDate: '',
  usageLimit: '',
  usesPerUser: '1',
  newUsersOnly: false,
  isActive: true,
});

function toDraft(form: Form): DiscountCodeDraft {
  return {
    code: form.code,
    type: form.type,
    value: Number(form.value),
    startDate: new Date(form.startDate).toISOString(),
    endDate: form.endDate ? new Date(form.endDate).toISOString() : null,
    usageLimit: form.usageLimit ? Number(form.usageLimit) : null,
    // Empty: no per-customer limit.
    usesPerUser: form.usesPerUser ? Number(form.usesPerUser) : null,
    newUsersOnly: form.newUsersOnly,
    isActive: form.isActive,
  };
}

/** One message per field, the first the schema found. */
function firstIssuePerField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'code');
    errors[key] ??= issue.message;
  }
  return errors;
}

function CreateCodeForm({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState<Form>(emptyForm);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const change = useDiscountCodeChange();
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const error = (key: string) =>
    fieldErrors[key] ? <p className="text-sm text-destructive">{fieldErrors[key]}</p> : null;

  return (
    <form
      className="grid gap-4 rounded-lg border p-4"
      aria-label="New discount code"
      // The shared schema's messages under each field, as everywhere else; never the browser's bubbles (issue 26).
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.startDate || Number.isNaN(Date.parse(form.startDate))) {
          setFieldErrors({ startDate: 'Start date must be a valid date' });
          return;
        }
        if (form.endDate && Number.isNaN(Date.parse(form.endDate))) {
          setFieldErrors({ endDate: 'End date must be a valid date' });
          return;
        }
        const checked = createDiscountCodeSchema.safeParse(toDraft(form));
        if (!checked.success) {
          setFieldErrors(firstIssuePerField(checked.error.issues));
          return;
        }
        change.mutate(
          { kind: 'create', draft: toDraft(form) },
          {
            onSuccess: () => {
              toast({ title: 'Discount code created successfully' });
              setFieldErrors({});
              setForm(emptyForm());
              onDone();
            },
            onError: (err) => {
              setFieldErrors(err instanceof ApiError && err.fields ? err.fields : {});
              toast({
                title: 'Failed to create discount code',
                description: errorMessage(err, 'Please try again.'),
                variant: 'destructive',
              });
            },
          },
        );
      }}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor="dc-code">Code</Label>
          <Input
            id="dc-code"
            value={form.code}
            onChange={(e) => set('code', e.target.value.toUpperCase())}
            placeholder="SPRING20"
            required
            maxLength={32}
            autoComplete="off"
          />
          {error('code')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="dc-type">Type</Label>
          <NativeSelect id="dc-type" value={form.type} onChange={(e) => set('type', e.target.value as Form['type'])}>
            <option value="percentage">Percentage</option>
            <option value="fixed_amount">Fixed amount (€)</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="dc-value">{form.type === 'percentage' ? 'Value (%)' : 'Value (€)'}</Label>
          <Input
            id="dc-value"
            type="number"
            min={0.01}
            step={0.01}
            max={form.type === 'percentage' ? 100 : undefined}
            value={form.value}
            onChange={(e) => set('value', e.target.value)}
            required
          />
          {error('value')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="dc-start">Start date</Label>
          <Input
            id="dc-start"
            type="datetime-local"
            value={form.startDate}
            onChange={(e) => set('startDate', e.target.value)}
            required
          />
          {error('startDate')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="dc-end">End date (optional)</Label>
          <Input
            id="dc-end"
            type="datetime-local"
            value={form.endDate}
            onChange={(e) => set('endDate', e.target.value)}
          />
          {error('endDate')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="dc-limit">Usage limit (optional)</Label>
          <Input
            id="dc-limit"
            type="number"
            min={1}
            step={1}
            value={form.usageLimit}
            onChange={(e) => set('usageLimit', e.target.value)}
          />
          {error('usageLimit')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="dc-per-user">Uses per customer (empty: no limit)</Label>
          <Input
            id="dc-per-user"
            type="number"
            min={1}
            step={1}
            value={form.usesPerUser}
            onChange={(e) => set('usesPerUser', e.target.value)}
          />
          {error('usesPerUser')}
        </div>
      </div>
      <div className="flex flex-wrap gap-6">
        <div className="flex items-center gap-2">
          <Switch id="dc-new-users" checked={form.newUsersOnly} onCheckedChange={(v) => set('newUsersOnly', v)} />
          <Label htmlFor="dc-new-users">New users only</Label>
        </div>
        <div className="flex items-center gap-2">
          <Switch id="dc-active" checked={form.isActive} onCheckedChange={(v) => set('isActive', v)} />
          <Label htmlFor="dc-active">Active</Label>
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Creating...' : 'Create code'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Discount Codes (money-and-admin §2): list with status and usage, create, toggle, delete. */
export function DiscountCodesPanel() {
  const codes = useDiscountCodes();
  const change = useDiscountCodeChange();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminDiscountCode | null>(null);
  const now = new Date();

  const toggle = (code: AdminDiscountCode) =>
    change.mutate(
      { kind: 'toggle', code },
      {
        onSuccess: () => toast({ title: 'Discount code updated successfully' }),
        onError: (err) =>
          toast({
            title: 'Failed to update discount code',
            description: errorMessage(err, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Discount Codes</CardTitle>
          <CardDescription>
            Codes customers enter on the pricing page; usage counts only paid checkouts.
          </CardDescription>
        </div>
        {!creating ? (
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            New code
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {creating ? <CreateCodeForm onDone={() => setCreating(false)} /> : null}
        <QueryState
          query={codes}
          loading={<Skeleton className="h-32" />}
          errorFallback="The discount codes could not be loaded."
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState icon={TagIcon} title="No discount codes created yet" />}
        >
          {(data) => (
            <ul className="grid gap-3" aria-label="Discount codes">
              {data.map((code) => {
                const status = discountStatus(code, now);
                return (
                  <li
                    key={code.id}
                    className="flex flex-col gap-3 rounded-lg border p-4 md:flex-row md:items-center md:justify-between"
                    data-testid="discount-code-row"
                    data-code={code.code}
                  >
                    <div className="grid gap-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-mono font-semibold">{code.code}</span>
                        <Badge variant={STATUS_VARIANT[status]} data-testid="discount-status">
                          {status}
                        </Badge>
                        <span className="text-sm">
                          {code.type === 'percentage' ? `${code.value}% off` : `€${code.value.toFixed(2)} off`}
                        </span>
                        {code.newUsersOnly ? <Badge variant="outline">New users only</Badge> : null}
                      </div>
                      <p className="text-xs text-muted-foreground">
                        {formatDate(code.startDate)} – {code.endDate ? formatDate(code.endDate) : 'no end'} · used{' '}
                        {formatNumber(code.usageCount)}
                        {code.usageLimit !== null ? ` of ${formatNumber(code.usageLimit)}` : ''} ·{' '}
                        {formatNumber(code.uniqueUsers)} customers · {formatEuro(code.totalRevenue)} revenue
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <div className="flex items-center gap-2">
                        <Switch
                          id={`active-${code.id}`}
                          checked={code.isActive}
                          onCheckedChange={() => toggle(code)}
                          disabled={change.isPending}
                        />
                        <Label htmlFor={`active-${code.id}`}>Active</Label>
                      </div>
                      <DeleteRowButton label={`Delete ${code.code}`} onClick={() => setDeleting(code)} />
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this discount code?"
        description={`${deleting?.code ?? ''} stops working at once. Its usage history stays in the revenue reports.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        isPending={change.isPending}
        onConfirm={() =>
          deleting &&
          change.mutate(
            { kind: 'delete', code: deleting },
            {
              onSuccess: () => {
                toast({ title: 'Discount code deleted successfully' });
                setDeleting(null);
              },
              onError: (err) =>
                toast({
                  title: 'Failed to delete discount code',
                  description: errorMessage(err, 'Please try again.'),
                  variant: 'destructive',
                }),
            },
          )
        }
      />
    </Card>
  );
}
