import { useId } from 'react';
import { Slider } from '@/components/ui/slider';
import { describeSliderValue } from '../voice-options';

type SliderFieldProps = {
  label: string;
  hint: string;
  low: string;
  high: string;
  value: number;
  onChange: (value: number) => void;
};

/** A 0–100 slider with its name, its value and what each end means. */
export function SliderField({ label, hint, low, high, value, onChange }: SliderFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <p id={`${id}-label`} className="text-sm font-medium">
          {label}
        </p>
        <output
          htmlFor={id}
          aria-hidden="true"
          className="min-w-10 rounded-md bg-muted px-2 py-0.5 text-center text-sm font-medium tabular-nums"
        >
          {value}
        </output>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <Slider
        id={id}
        min={0}
        max={100}
        step={1}
        value={[value]}
        onValueChange={([next]) => onChange(next ?? value)}
        thumbLabel={label}
        valueText={describeSliderValue(value, low, high)}
      />
      <div className="flex justify-between gap-4 text-xs text-muted-foreground" aria-hidden="true">
        <span>{low}</span>
        <span className="text-right">{high}</span>
      </div>
    </div>
  );
}
