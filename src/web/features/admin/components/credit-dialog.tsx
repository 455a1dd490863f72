import { useState } from 'react';
import type { AdminUser, CREDIT_ACTIONS } from '@shared/schemas/admin';
import { NativeSelect } from '@/components/native-select';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Add or subtract credits (amount plus action); nothing is sent without an amount (money-and-admin §5). */
export function CreditDialog({
  user,
  isPending,
  onOpenChange,
  onSubmit,
}: {
  user: AdminUser | null;
  isPending: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (input: { amount: number; action: (typeof CREDIT_ACTIONS)[number] }) => void;
}) {
  const [amount, setAmount] = useState('');
  const [action, setAction] = useState<(typeof CREDIT_ACTIONS)[number]>('add');
  const parsed = Number(amount);
  const valid = amount.trim() !== '' && Number.isInteger(parsed) && parsed >= 1;
  // Inline, as the other forms do, once something has been typed.
  const showError = amount.trim() !== '' && !valid;
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) setAmount('');
        onOpenChange(open);
      }}
    >
      <DialogContent>
        <DialogHeading title="Adjust credits">
          {user ? `${user.fullName} (${user.email}) has ${user.creditBalance} credits.` : null}
        </DialogHeading>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) onSubmit({ amount: parsed, action });
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="credit-action">Action</Label>
            <NativeSelect
              id="credit-action"
              value={action}
              onChange={(e) => setAction(e.target.value as typeof action)}
            >
              <option value="add">Add credits</option>
              <option value="subtract">Subtract credits</option>
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="credit-amount">Amount</Label>
            <Input
              id="credit-amount"
              inputMode="numeric"
              type="number"
              min={1}
              step={1}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={showError || undefined}
              aria-describedby={showError ? 'credit-amount-error' : undefined}
            />
            {showError ? (
              <p id="credit-amount-error" className="text-sm text-destructive">
                Enter a whole number of credits, at least 1
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="submit" disabled={!valid || isPending}>
              {isPending ? 'Saving...' : 'Apply'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
