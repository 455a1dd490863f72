import { BanIcon, CoinsIcon, UndoIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { TIER_LABELS, TIERS, type Tier } from '@shared/constants';
import type { AdminUser } from '@shared/schemas/admin';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { NativeSelect } from '@/components/native-select';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/query-state';
import { useCurrentUser } from '@/data/get-current-user';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAdminUsers, useUserAction, type UserAction } from '../api/admin-users';
import { formatDate, formatDateTime } from './admin-format';
import { DeleteRowButton, ListSkeleton, Pager, SearchField } from './admin-list-parts';
import { CreditDialog } from './credit-dialog';
import { TierChangeDialog, type TierChange } from './tier-change-dialog';

const DONE: Record<UserAction['kind'], [string, string]> = {
  credits: ['Credits updated', 'Failed to update credits'],
  tier: ['Plan updated', 'Failed to update plan'],
  suspend: ['User suspended', 'Failed to suspend user'],
  unsuspend: ['Suspension lifted', 'Failed to lift suspension'],
  delete: ['User deleted', 'Failed to delete user'],
};

/** User Management (money-and-admin §2): search, tier filter, credits, tier, suspend and delete, every failure shown. */
export function UserManagementPanel() {
  const [search, setSearch] = useState('');
  const [tier, setTier] = useState<string>('all');
  const [page, setPage] = useState(1);
  const users = useAdminUsers(search.trim(), tier, page);
  const action = useUserAction();
  const { data: me } = useCurrentUser();
  const [creditUser, setCreditUser] = useState<AdminUser | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'suspend' | 'delete'; user: AdminUser } | null>(null);
  const [tierChange, setTierChange] = useState<TierChange | null>(null);

  const run = (change: UserAction, after?: () => void) =>
    action.mutate(change, {
      onSuccess: () => {
        toast({ title: DONE[change.kind][0] });
        after?.();
      },
      onError: (error) =>
        toast({
          title: DONE[change.kind][1],
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (users.data?.limit ?? 50)));

  return (
    <Card>
      <CardHeader>
        <CardTitle>User Management</CardTitle>
        <CardDescription>Search, adjust credits, change plans, suspend or delete accounts.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
          <SearchField
            aria-label="Search users by name or email"
            placeholder="Search by name or email"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
          <NativeSelect
            aria-label="Filter by tier"
            value={tier}
            onChange={(e) => {
              setTier(e.target.value);
              setPage(1);
            }}
          >
            <option value="all">All tiers</option>
            {TIERS.map((t) => (
              <option key={t} value={t}>
                {TIER_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </div>

        <QueryState
          query={users}
          loading={<ListSkeleton rowClassName="h-20" />}
          errorFallback="The users could not be loaded."
          isEmpty={(data) => data.users.length === 0}
          empty={<EmptyState icon={UsersIcon} title="No users found matching your criteria" />}
        >
          {(data) => (
            <ul className="grid gap-3" aria-label="Users">
              {data.users.map((user) => {
                const isMe = me?.id === user.id;
                return (
                  <li
                    key={user.id}
                    className="grid gap-3 rounded-lg border p-4 lg:grid-cols-[1fr_auto] lg:items-center"
                    data-testid="admin-user-row"
                    data-email={user.email}
                  >
                    <div className="grid min-w-0 gap-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="truncate font-medium">{user.fullName}</span>
                        {user.role === 'admin' ? <Badge variant="brand">Admin</Badge> : null}
                        {user.suspendedAt ? <Badge variant="destructive">Suspended</Badge> : null}
                      </div>
                      <span className="truncate text-sm text-muted-foreground">{user.email}</span>
                      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                        <div className="flex gap-1">
                          <dt>Credits</dt>
                          <dd className="font-medium text-foreground tabular-nums" data-testid="admin-user-credits">
                            {formatNumber(user.creditBalance)}
                          </dd>
                        </div>
                        <div className="flex gap-1">
                          <dt>Posts</dt>
                          <dd className="tabular-nums">{formatNumber(user.totalPosts)}</dd>
                        </div>
                        <div className="flex gap-1">
                          <dt>Images</dt>
                          <dd className="tabular-nums">{formatNumber(user.totalImages)}</dd>
                        </div>
                        <div className="flex gap-1">
                          <dt>Last login</dt>
                          <dd>{formatDateTime(user.lastLoginAt)}</dd>
                        </div>
                        <div className="flex gap-1">
                          <dt>Joined</dt>
                          <dd>{formatDate(user.createdAt)}</dd>
                        </div>
                      </dl>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <NativeSelect
                        aria-label={`Plan of ${user.email}`}
                        className="w-36"
                        value={user.subscriptionTier}
                        disabled={action.isPending}
                        onChange={(e) => setTierChange({ user, tier: e.target.value as Tier })}
                      >
                        {TIERS.map((t) => (
                          <option key={t} value={t}>
                            {TIER_LABELS[t]}
                          </option>
                        ))}
                      </NativeSelect>
                      <Button size="sm" variant="outline" onClick={() => setCreditUser(user)}>
                        <CoinsIcon aria-hidden="true" />
                        Credits
                      </Button>
                      {user.suspendedAt ? (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => run({ kind: 'unsuspend', user })}
                          disabled={action.isPending}
                        >
                          <UndoIcon aria-hidden="true" />
                          Unsuspend
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setConfirm({ kind: 'suspend', user })}
                          disabled={isMe}
                        >
                          <BanIcon aria-hidden="true" />
                          Suspend
                        </Button>
                      )}
                      <DeleteRowButton
                        label={`Delete ${user.email}`}
                        onClick={() => setConfirm({ kind: 'delete', user })}
                        disabled={isMe}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>

        <Pager summary={`${formatNumber(total)} users`} page={page} pages={pages} onPage={setPage} />
      </CardContent>

      <CreditDialog
        user={creditUser}
        isPending={action.isPending}
        onOpenChange={(open) => (open ? undefined : setCreditUser(null))}
        onSubmit={(input) => creditUser && run({ kind: 'credits', user: creditUser, input }, () => setCreditUser(null))}
      />
      <TierChangeDialog
        change={tierChange}
        isPending={action.isPending}
        onCancel={() => setTierChange(null)}
        onConfirm={() =>
          tierChange && run({ kind: 'tier', user: tierChange.user, tier: tierChange.tier }, () => setTierChange(null))
        }
      />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={confirm?.kind === 'delete' ? 'Delete this account?' : 'Suspend this account?'}
        description={
          confirm?.kind === 'delete'
            ? `${confirm.user.email}: posts, voices and images are removed at once; payment records are kept without personal data. This cannot be undone.`
            : `${confirm?.user.email ?? ''} is signed out everywhere and cannot sign in until the suspension is lifted.`
        }
        confirmLabel={confirm?.kind === 'delete' ? 'Delete' : 'Suspend'}
        pendingLabel={confirm?.kind === 'delete' ? 'Deleting...' : 'Suspending...'}
        destructive
        isPending={action.isPending}
        onConfirm={() => confirm && run({ kind: confirm.kind, user: confirm.user }, () => setConfirm(null))}
      />
    </Card>
  );
}
