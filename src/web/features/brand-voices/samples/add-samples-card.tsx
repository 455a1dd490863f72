import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useAddSamples } from './api/add-samples';

/** Paste posts (separated by a line with ---) or upload LinkedIn's Shares.csv, a CSV or a TXT file. */
export function AddSamplesCard({ voiceId }: { voiceId: string }) {
  const add = useAddSamples(voiceId);
  const [text, setText] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  const pasteId = useId();
  const fileId = useId();

  const onPaste = () => add.mutate({ posts: [text] }, { onSuccess: () => setText('') });
  const onFile = (file: File | undefined) => {
    if (!file) return;
    add.mutate({ file }, { onSettled: () => fileRef.current && (fileRef.current.value = '') });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add your posts</CardTitle>
        <CardDescription>
          Paste a few of your own posts, or upload LinkedIn&apos;s data export (Shares.csv). Up to 200 posts of 3,000
          characters.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={pasteId}>Paste posts (put a line with --- between two posts)</Label>
          <Textarea id={pasteId} rows={6} value={text} onChange={(event) => setText(event.target.value)} />
          <div>
            <Button type="button" onClick={onPaste} disabled={!text.trim() || add.isPending}>
              Add posts
            </Button>
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={fileId}>Or upload Shares.csv, a CSV or a TXT file</Label>
          <input
            id={fileId}
            ref={fileRef}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="text-sm"
            disabled={add.isPending}
            onChange={(event) => onFile(event.target.files?.[0])}
          />
        </div>
        <p role="status" className="text-sm text-muted-foreground">
          {add.isPending ? 'Adding your posts…' : add.isSuccess ? add.data.message : null}
        </p>
        {add.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(add.error, 'Your posts could not be added. Please try again.')}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
