import { AUDIENCE_LABELS, GOAL_OPTIONS, SLIDERS } from '../voice-options';
import type { BrandVoice } from '@shared/schemas/brand-voices';

/** Goal, audience and the three slider positions, at a glance. */
export function VoiceSettingsSummary({ voice }: { voice: BrandVoice }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
      <div className="grid gap-1">
        <dt className="text-muted-foreground">Goal</dt>
        <dd className="font-medium">{voice.goal ? GOAL_OPTIONS[voice.goal].label : 'Not set'}</dd>
      </div>
      <div className="grid gap-1">
        <dt className="text-muted-foreground">Target audience</dt>
        <dd className="font-medium">{voice.targetAudience ? AUDIENCE_LABELS[voice.targetAudience] : 'Not set'}</dd>
      </div>
      {SLIDERS.map((slider) => {
        const value = voice[slider.name];
        return (
          <div key={slider.name} className="grid gap-1.5">
            <dt className="flex justify-between gap-2 text-muted-foreground">
              {slider.label}
              <span className="tabular-nums text-foreground">{value}</span>
            </dt>
            <dd>
              <span className="block h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <span className="block h-full rounded-full bg-gradient-brand" style={{ width: `${value}%` }} />
              </span>
              <span className="mt-1 flex justify-between text-xs text-muted-foreground">
                <span>{slider.low}</span>
                <span>{slider.high}</span>
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
