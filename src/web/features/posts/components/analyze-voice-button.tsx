import { Loader2Icon, MicIcon, ScanSearchIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { DEFAULT_FEATURE_COSTS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { useBrandVoices } from '@/data/get-brand-voices';
import { useCreditInfo } from '@/data/get-credit-info';
import { useAnalyzeConsistency } from '../api/analyze-consistency';
import { creditsLabel } from '../lib/labels';

/** The price of an analysis as the screen knows it (the server decides; admins may change it). */
const ANALYSIS_COST = DEFAULT_FEATURE_COSTS.brand_voice_analysis;

/** "Analyze Voice · 1 credit": says what it costs, and at a short balance is disabled with the reason. */
export function AnalyzeVoiceButton({ postId, isReanalysis }: { postId: string; isReanalysis: boolean }) {
  const analyze = useAnalyzeConsistency();
  const credits = useCreditInfo().data?.credits;
  const reasonId = useId();
  const isShort = credits !== undefined && credits < ANALYSIS_COST;
  const label = analyze.isPending ? 'Analyzing...' : isReanalysis ? 'Analyze Again' : 'Analyze Voice';
  const voices = useBrandVoices().data?.brandVoices;
  // With no voice to compare against the analysis can only answer "Create a brand voice first": offer that.
  if (voices && voices.length === 0 && !isReanalysis) {
    return (
      <Button variant="outline" size="sm" asChild>
        <Link to="/brand-voice">
          <MicIcon aria-hidden="true" />
          Create a voice
        </Link>
      </Button>
    );
  }
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        variant="outline"
        size="sm"
        onClick={() => analyze.mutate(postId)}
        disabled={analyze.isPending || isShort}
        aria-describedby={isShort ? reasonId : undefined}
        data-testid="analyze-voice"
        aria-label={`${label} · ${creditsLabel(ANALYSIS_COST)}`}
      >
        {analyze.isPending ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <ScanSearchIcon aria-hidden="true" />
        )}
        {label}
        <span className="font-normal text-muted-foreground" aria-hidden="true">
          · {creditsLabel(ANALYSIS_COST)}
        </span>
      </Button>
      {isShort ? (
        <span id={reasonId} className="text-xs text-muted-foreground">
          No credits left for an analysis
        </span>
      ) : null}
    </span>
  );
}
