import { TIER_LABELS, type Tier } from '@shared/constants';
import type { AdminUser } from '@shared/schemas/admin';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatNumber } from '@/lib/format';

export type TierChange = { user: AdminUser; tier: Tier };

/**
 * "Change the plan?" (issue 26): a tier change used to apply as soon as the select moved, with no undo. It asks,
 * as Suspend and Delete do, and says what it does and does not do: the plan label and its features change; the
 * balance and Stripe billing do not (changeTier in admin-users.service.ts touches neither).
 */
export function TierChangeDialog({
  change,
  isPending,
  onCancel,
  onConfirm,
}: {
  change: TierChange | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const from = change ? TIER_LABELS[change.user.subscriptionTier] : '';
  const to = change ? TIER_LABELS[change.tier] : '';
  return (
    <ConfirmDialog
      open={change !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={`Change the plan to ${to}?`}
      description={
        change
          ? `${change.user.email} moves from ${from} to ${to} at once. Their balance stays at ${formatNumber(change.user.creditBalance)} credits, ` +
            'and nothing changes at Stripe: no charge, no refund, and a paid subscription keeps billing as before until it is cancelled.'
          : ''
      }
      confirmLabel={`Change to ${to}`}
      pendingLabel="Changing..."
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
