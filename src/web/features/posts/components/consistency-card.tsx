import { CheckCircle2Icon, LightbulbIcon, TargetIcon, type LucideIcon } from 'lucide-react';
import type { ConsistencyAnalysis } from '@shared/schemas/posts';
import { fullDateTime } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import {
  confidencePercent,
  SCORE_BADGE_CLASS,
  SCORE_BAR_CLASS,
  SCORE_TEXT_CLASS,
  scoreLabel,
  scoreTone,
} from '../lib/score-scale';

/** Brand Voice Consistency (customer-area §2): how closely a post matches the voice, and what to change. */
export function ConsistencyCard({
  analysis,
  postId,
  analyzedAt = null,
  beforeEdit = false,
}: {
  analysis: ConsistencyAnalysis;
  postId: string;
  /** When the analysis was made (shown under the heading). */
  analyzedAt?: Date | null;
  /** The post was edited after this analysis: the scores describe the text before the edit. */
  beforeEdit?: boolean;
}) {
  const headingId = `consistency-${postId}`;
  const tone = scoreTone(analysis.overallScore);
  const { strengths, improvements, recommendations } = analysis.feedback;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-5 rounded-lg border bg-muted/30 p-4 sm:p-5"
      data-testid="consistency-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          Brand Voice Consistency
        </h3>
        <span className={cn('rounded-full border px-2.5 py-0.5 text-xs font-semibold', SCORE_BADGE_CLASS[tone])}>
          {scoreLabel(analysis.overallScore)}
        </span>
      </div>
      {analyzedAt || beforeEdit ? (
        <p
          className={cn('-mt-3 text-xs', beforeEdit ? 'font-medium text-warning' : 'text-muted-foreground')}
          data-testid="analysis-time"
        >
          {beforeEdit ? 'Analyzed before the edit' : 'Analyzed'}
          {analyzedAt ? (
            <>
              {' '}
              on <time dateTime={analyzedAt.toISOString()}>{fullDateTime(analyzedAt)}</time>
            </>
          ) : null}
          {beforeEdit ? ': analyze again to score the edited text.' : null}
        </p>
      ) : null}

      <div className="grid gap-2">
        <p className="flex items-baseline gap-1">
          <span className={cn('text-3xl font-semibold tabular-nums', SCORE_TEXT_CLASS[tone])}>
            {analysis.overallScore}
          </span>
          <span className="text-sm text-muted-foreground">/100</span>
          <span className="sr-only">overall score</span>
        </p>
        <ScoreBar score={analysis.overallScore} label="Overall score" className="h-2.5" />
      </div>

      <dl className="grid grid-cols-3 gap-3">
        <SubScore label="Tone" score={analysis.toneScore} />
        <SubScore label="Style" score={analysis.styleScore} />
        <SubScore label="Messaging" score={analysis.messagingScore} />
      </dl>

      <FeedbackList title="Strengths" items={strengths} icon={CheckCircle2Icon} iconClass="text-success" />
      <FeedbackList title="Areas for Improvement" items={improvements} icon={TargetIcon} iconClass="text-warning" />
      <FeedbackList
        title="Recommendations"
        items={recommendations}
        icon={LightbulbIcon}
        iconClass="text-muted-foreground"
      />

      <p className="text-xs text-muted-foreground">
        Analysis Confidence:{' '}
        <span className="font-medium text-foreground tabular-nums">{confidencePercent(analysis.confidence)}</span>
      </p>
    </section>
  );
}

function ScoreBar({ score, label, className }: { score: number; label: string; className?: string }) {
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score}
      aria-valuetext={`${score} out of 100, ${scoreLabel(score)}`}
      className={cn('h-1.5 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-200', SCORE_BAR_CLASS[scoreTone(score)])}
        style={{ width: `${Math.min(100, Math.max(0, score))}%` }}
      />
    </div>
  );
}

function SubScore({ label, score }: { label: string; score: number }) {
  return (
    <div className="grid min-w-0 gap-1.5 rounded-md border bg-background/60 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('text-lg font-semibold tabular-nums', SCORE_TEXT_CLASS[scoreTone(score)])}>
        {score}
        <span className="sr-only"> out of 100</span>
      </dd>
      <dd>
        <ScoreBar score={score} label={`${label} score`} />
      </dd>
    </div>
  );
}

function FeedbackList({
  title,
  items,
  icon: Icon,
  iconClass,
}: {
  title: string;
  items: string[];
  icon: LucideIcon;
  iconClass: string;
}) {
  if (items.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h4>
      <ul className="grid gap-1.5">
        {items.map((item, i) => (
          <li key={i} className="flex gap-2 text-sm">
            <Icon className={cn('mt-0.5 size-4 shrink-0', iconClass)} aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
