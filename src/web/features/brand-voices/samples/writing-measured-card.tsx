import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useVoiceStyle } from './api/get-voice-style';

/** "Your writing, measured": the style profile in plain sentences with numbers. */
export function WritingMeasuredCard({ voiceId }: { voiceId: string }) {
  const style = useVoiceStyle(voiceId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your writing, measured</CardTitle>
        <CardDescription>
          {style.data?.basedOn === 'samples'
            ? `Measured on ${style.data.sampleCount} of your posts.`
            : 'From your answers until you add posts.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {style.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : style.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(style.error, 'Your style could not be measured. Please try again.')}
          </p>
        ) : (
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {style.data.summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
