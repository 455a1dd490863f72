import { Loader2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function SubmitButton({
  pending,
  label,
  pendingLabel,
  disabled,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" className="w-full" disabled={pending || disabled}>
      {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
      {pending ? pendingLabel : label}
    </Button>
  );
}
