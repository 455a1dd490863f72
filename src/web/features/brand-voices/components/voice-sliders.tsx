import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SLIDERS } from '../voice-options';
import { SliderField } from './slider-field';

type SliderValues = { formality: number; personalSharing: number; confidence: number };

/** Formality, personal sharing and confidence, each 0–100 (defaults 50, 30, 60). */
export function VoiceSliders<T extends FieldValues & SliderValues>({ control }: { control: Control<T> }) {
  return (
    <div className="grid gap-7">
      {SLIDERS.map((slider) => (
        <Controller
          key={slider.name}
          control={control}
          name={slider.name as Path<T>}
          render={({ field }) => (
            <SliderField
              label={slider.label}
              hint={slider.hint}
              low={slider.low}
              high={slider.high}
              value={field.value as number}
              onChange={field.onChange}
            />
          )}
        />
      ))}
    </div>
  );
}
