import { BotIcon, CpuIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useWriter } from '@/data/get-writer';

/** Names the writer (DECISIONS.md): the Offline writer must never pass for an AI model. */
export function WriterBadge() {
  const { data } = useWriter();
  if (!data) return null;
  const isOffline = data.engine === 'offline';
  const label = isOffline ? 'Offline writer' : data.label;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge variant="outline" className="h-8 cursor-default gap-1.5 px-3 text-muted-foreground" tabIndex={0}>
          {isOffline ? <CpuIcon aria-hidden="true" /> : <BotIcon aria-hidden="true" />}
          <span>
            Written by <span className="font-semibold text-foreground">{label}</span>
          </span>
        </Badge>
      </TooltipTrigger>
      <TooltipContent>
        {isOffline
          ? 'Postwright’s built-in composer writes these posts from your idea, options and voice. It is not an AI language model.'
          : `Posts are written by the language model ${data.label}.`}
      </TooltipContent>
    </Tooltip>
  );
}
