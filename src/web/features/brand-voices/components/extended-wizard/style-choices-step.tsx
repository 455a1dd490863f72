import { HistoryIcon, InfoIcon, WandSparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useWatch } from 'react-hook-form';
import { AB_QUESTIONS_COST } from '@shared/constants';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { BUY_CREDITS_PATH } from '@/lib/credit-info';
import {
  answeredCount,
  useStyleChoicesForm,
  type StyleChoiceValues,
} from '@/features/brand-voices/wizard/style-choices-form';
import type { StyleQuestionSet } from '@/features/brand-voices/wizard/style-questions-fallback';
import type { VoiceFormValues } from '@/features/brand-voices/wizard/voice-form-values';
import { AbQuestionFields } from '../ab-question-fields';
import { StepCard } from '../step-card';
import { WizardNav } from '../wizard-nav';
import { WriterNote } from '../writer-note';

type StyleChoicesStepProps = {
  values: VoiceFormValues;
  /** Undefined while the personalised questions are being written. */
  questionSet: StyleQuestionSet | undefined;
  /** With a language model: new personalised questions can replace the saved ones of an edited voice. */
  refresh?: { answersChanged: boolean; onRefresh: (values: StyleChoiceValues) => void };
  onBack: (values: StyleChoiceValues) => void;
  onNext: (values: StyleChoiceValues) => void;
  focusOnMount?: boolean;
};

/** Extended wizard, step 3: the six A/B questions (personalised, or the standard six). */
export function StyleChoicesStep({
  values,
  questionSet,
  refresh,
  onBack,
  onNext,
  focusOnMount,
}: StyleChoicesStepProps) {
  return (
    <StepCard
      title="Style Choices"
      description="Pick the option in each pair that sounds more like you."
      focusOnMount={focusOnMount}
      footer={
        questionSet ? undefined : (
          <WizardNav onBack={() => undefined} nextLabel="Next" isPending pendingLabel="Writing questions..." />
        )
      }
    >
      {questionSet ? (
        <StyleChoicesForm
          key={questionSet.questions.map((q) => q.id).join()}
          values={values}
          questionSet={questionSet}
          refresh={refresh}
          onBack={onBack}
          onNext={onNext}
        />
      ) : (
        <QuestionsSkeleton />
      )}
    </StepCard>
  );
}

function StyleChoicesForm({
  values,
  questionSet,
  refresh,
  onBack,
  onNext,
}: Omit<StyleChoicesStepProps, 'questionSet' | 'focusOnMount'> & { questionSet: StyleQuestionSet }) {
  const { questions, source, notice, insufficientCredits, standardOnly } = questionSet;
  const form = useStyleChoicesForm(questions, values.styleChoices);
  const choices = useWatch({ control: form.control, name: 'styleChoices' });
  const answered = answeredCount(questions, choices);

  return (
    <form onSubmit={form.handleSubmit(onNext)} noValidate aria-label="Style choices" className="grid gap-6">
      {questionSet.saved ? (
        <SavedQuestionsNote
          questionSet={questionSet}
          refresh={refresh && { ...refresh, onRefresh: () => refresh.onRefresh(form.getValues()) }}
        />
      ) : source === 'personalised' ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-violet-500/30 bg-violet-500/5 px-3 py-2 text-sm">
          <span className="inline-flex items-center gap-2 font-medium">
            <WandSparklesIcon className="size-4 text-violet-500" aria-hidden="true" />
            Personalised for you
          </span>
          <WriterNote />
        </div>
      ) : standardOnly ? (
        <div
          className="grid gap-1 rounded-lg border bg-muted/40 px-3 py-2 text-sm"
          data-testid="standard-questions-note"
        >
          <span className="inline-flex items-center gap-2 font-medium">
            <InfoIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            Standard questions
          </span>
          <p className="text-muted-foreground">{notice}</p>
        </div>
      ) : (
        <QuestionsNotice message={notice} insufficientCredits={insufficientCredits} />
      )}
      <AbQuestionFields questions={questions} control={form.control} errors={form.formState.errors} />
      <div className="border-t pt-5">
        <WizardNav
          onBack={() => onBack(form.getValues())}
          nextLabel="Next"
          note={
            <span aria-live="polite">
              {answered} of {questions.length} answered
            </span>
          }
        />
      </div>
    </form>
  );
}

/**
 * Editing a voice: these are the questions it was saved with, answers
 * selected, free to use again (decision 075). New personalised questions are
 * a deliberate purchase, priced on the button.
 */
function SavedQuestionsNote({
  questionSet,
  refresh,
}: {
  questionSet: StyleQuestionSet;
  refresh: { answersChanged: boolean; onRefresh: () => void } | undefined;
}) {
  const { source, refreshFailure } = questionSet;
  return (
    <div className="grid gap-2 rounded-lg border bg-muted/40 px-3 py-3 text-sm" data-testid="saved-questions-note">
      <span className="inline-flex items-center gap-2 font-medium">
        <HistoryIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        Your questions from last time
      </span>
      <p className="text-muted-foreground">
        {source === 'personalised' ? 'The personalised questions' : 'The standard questions'} this voice was saved with,
        your answers selected. Using them again costs nothing.
        {refresh?.answersChanged
          ? ' You changed some answers since; new questions would take them into account.'
          : null}
      </p>
      {refresh ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-auto min-h-11 whitespace-normal py-2 text-left sm:min-h-8"
            onClick={refresh.onRefresh}
          >
            <WandSparklesIcon className="text-violet-500" aria-hidden="true" />
            Write new personalised questions ({AB_QUESTIONS_COST} credits)
          </Button>
        </div>
      ) : null}
      {refreshFailure ? (
        <QuestionsNotice message={refreshFailure.message} insufficientCredits={refreshFailure.insufficientCredits} />
      ) : null}
    </div>
  );
}

function QuestionsSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-7">
      <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
        <WandSparklesIcon className="size-4 animate-pulse text-violet-500" aria-hidden="true" />
        Writing your personalised style questions…
      </p>
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-4 w-2/3" />
          <div className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Why questions could not be had, with the way to credits when that was the reason. */
function QuestionsNotice({ message, insufficientCredits }: { message?: string; insufficientCredits?: boolean }) {
  return (
    <Alert className="border-warning/50 bg-warning/10">
      <InfoIcon aria-hidden="true" className="text-warning" />
      <AlertDescription>
        <p>{message}</p>
        {insufficientCredits ? (
          <Link
            to={BUY_CREDITS_PATH}
            className="inline-flex min-h-11 items-center font-medium text-foreground underline underline-offset-4 hover:no-underline sm:mt-1 sm:min-h-0"
          >
            Get more credits
          </Link>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
