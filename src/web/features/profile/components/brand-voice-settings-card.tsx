import { MicIcon, PencilIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { useCurrentBrandVoice } from '@/data/get-current-brand-voice';
import { CardHeading } from './card-heading';

/** Brand Voice Settings: only when a voice exists (customer-area §2); Edit opens the wizard on it. */
export function BrandVoiceSettingsCard() {
  const { data } = useCurrentBrandVoice();
  const voice = data?.brandVoice;
  if (!voice) return null;
  const excerpt = voice.generatedPrompt?.trim() || voice.description?.trim();
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardHeading>Brand Voice Settings</CardHeading>
          <CardDescription>The voice your posts are written in by default.</CardDescription>
        </div>
        <Badge variant="secondary" className="text-success">
          Active
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="flex items-center gap-2 font-medium">
          <MicIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          {voice.name}
          <span className="text-sm font-normal text-muted-foreground">· {voice.category}</span>
        </p>
        {excerpt ? (
          <p className="line-clamp-3 whitespace-pre-line break-words text-sm text-muted-foreground">{excerpt}</p>
        ) : null}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <Link to={`/brand-voice?edit=${encodeURIComponent(voice.id)}`}>
            <PencilIcon aria-hidden="true" />
            Edit Brand Voice
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
