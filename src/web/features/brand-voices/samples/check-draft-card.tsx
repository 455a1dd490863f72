import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useCheckDraft } from './api/check-draft';

/** "Check a draft": any text scored against the voice (the brand voice analysis's credit cost). */
export function CheckDraftCard({ voiceId }: { voiceId: string }) {
  const check = useCheckDraft(voiceId);
  const [text, setText] = useState('');
  const draftId = useId();
  const result = check.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Check a draft</CardTitle>
        <CardDescription>
          Paste any draft to see how close it is to how you write. Uses the analysis&apos;s credits.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Label htmlFor={draftId}>Your draft</Label>
        <Textarea
          id={draftId}
          rows={6}
          maxLength={3000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div>
          <Button type="button" disabled={!text.trim() || check.isPending} onClick={() => check.mutate(text)}>
            {check.isPending ? 'Checking…' : 'Check draft'}
          </Button>
        </div>
        {check.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(check.error, 'The draft could not be checked. Please try again.')}
          </p>
        ) : null}
        {result ? (
          <section aria-label="Draft check result" className="grid gap-2 text-sm">
            <p className="text-lg font-semibold">Voice match: {result.overallScore}/100</p>
            <p className="text-muted-foreground">
              Tone {result.toneScore} · Style {result.styleScore} · Messaging {result.messagingScore}
              {result.feedback.basedOn ? ` · ${result.feedback.basedOn}` : ''}
            </p>
            {[
              ['What matches', result.feedback.strengths],
              ['What differs', result.feedback.improvements],
              ['What to change', result.feedback.recommendations],
            ].map(([title, lines]) =>
              (lines as string[]).length ? (
                <div key={title as string}>
                  <h4 className="font-medium">{title as string}</h4>
                  <ul className="list-disc pl-5">
                    {(lines as string[]).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              ) : null,
            )}
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
