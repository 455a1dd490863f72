import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

/** A labelled on/off option; the whole label toggles it, as people expect. */
export function SwitchRow({
  id,
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
  children,
}: {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** What the option reveals when on (a link field, a voice picker). */
  children?: ReactNode;
}) {
  const descriptionId = `${id}-description`;
  return (
    <div className="grid gap-3 py-3">
      <div className="flex items-center justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={id} className="cursor-pointer">
            {label}
          </Label>
          {description ? (
            <p id={descriptionId} className="text-xs text-muted-foreground">
              {description}
            </p>
          ) : null}
        </div>
        <Switch
          id={id}
          checked={checked}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
          {...(description ? { 'aria-describedby': descriptionId } : {})}
        />
      </div>
      {checked && children ? children : null}
    </div>
  );
}
