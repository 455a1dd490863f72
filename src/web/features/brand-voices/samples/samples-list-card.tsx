import { Trash2Icon } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { useDeleteSample } from './api/delete-sample';
import { useSamples } from './api/get-samples';

const LANGUAGE_LABELS = { en: 'English', fr: 'French', nl: 'Dutch', other: 'Other' } as const;

/** The voice's samples, searched on the server, each deletable. */
export function SamplesListCard({ voiceId }: { voiceId: string }) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const samples = useSamples(voiceId, q);
  const remove = useDeleteSample(voiceId);
  const searchId = useId();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your posts</CardTitle>
        <CardDescription>
          {samples.data ? `${samples.data.total} of ${samples.data.limit} posts` : 'Loading…'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid gap-2">
          <Label htmlFor={searchId}>Search your posts</Label>
          <Input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        {samples.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(samples.error, 'Your posts could not be loaded. Please try again.')}
          </p>
        ) : null}
        {remove.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(remove.error, 'The post could not be deleted. Please try again.')}
          </p>
        ) : null}
        {samples.data && samples.data.samples.length === 0 ? (
          <p className="text-sm text-muted-foreground">{q ? 'No post matches your search.' : 'No posts yet.'}</p>
        ) : null}
        <ul className="grid gap-2" aria-label="Your posts">
          {samples.data?.samples.map((sample) => (
            <li key={sample.id} className="flex items-start gap-3 rounded-md border p-3">
              <p className="min-w-0 flex-1 whitespace-pre-wrap break-words text-sm">{sample.text}</p>
              <Badge variant="outline">{LANGUAGE_LABELS[sample.language]}</Badge>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label="Delete this post"
                disabled={remove.isPending}
                onClick={() => remove.mutate(sample.id)}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
