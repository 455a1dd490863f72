import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon, SparklesIcon } from 'lucide-react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { LENGTH_TARGETS, MOODS, PLATFORMS, POST_LENGTHS, VERSIONS, type Platform } from '@shared/constants';
import { generatePostsRequestSchema, ORIGINAL_IDEA_MAX, type GeneratePostsRequest } from '@shared/schemas/posts';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from '@/components/brand-icons';
import { FormField } from '@/components/form-field';
import { NativeSelect } from '@/components/native-select';
import { SegmentedControl } from '@/components/segmented-control';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useBrandVoices } from '@/data/get-brand-voices';
import type { Phase } from '../lib/generation-state';
import type { GeneratorFormValues } from '../lib/generator-defaults';
import { LENGTH_LABELS, MOOD_LABELS, PLATFORM_LABELS } from '../lib/labels';
import { BrandVoiceOption, defaultVoiceOf } from './brand-voice-option';
import { CreditCost } from './credit-cost';
import { SwitchRow } from './switch-row';

const PLATFORM_ICONS: Record<Platform, typeof LinkedInIcon> = {
  linkedin: LinkedInIcon,
  instagram: InstagramIcon,
  facebook: FacebookIcon,
};
const PLATFORM_OPTIONS = PLATFORMS.map((p) => {
  const Icon = PLATFORM_ICONS[p];
  return { value: p, label: PLATFORM_LABELS[p], icon: <Icon /> };
});
const VERSION_OPTIONS = VERSIONS.map((n) => ({ value: String(n), label: String(n) }));
const LENGTH_OPTIONS = POST_LENGTHS.map((l) => ({ value: l, label: LENGTH_LABELS[l] }));

/** The generator's form (customer-area §2 and §5, plus Mood and Length from DECISIONS.md). */
export function GeneratorForm({
  defaultValues,
  phase,
  onGenerate,
}: {
  defaultValues: GeneratorFormValues;
  phase: Phase;
  onGenerate: (request: GeneratePostsRequest) => void;
}) {
  const form = useForm<GeneratorFormValues, unknown, GeneratePostsRequest>({
    resolver: zodResolver(generatePostsRequestSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const voices = useBrandVoices().data?.brandVoices;
  const [platform, versions, postLength, includeEmojis, includeHashtags, includeLink, usedBrandVoice, brandVoiceId] =
    useWatch({
      control: form.control,
      name: [
        'platform',
        'versions',
        'postLength',
        'includeEmojis',
        'includeHashtags',
        'includeLink',
        'usedBrandVoice',
        'brandVoiceId',
      ],
    });
  const isBusy = phase === 'enhancing' || phase === 'generating';
  const [minChars, maxChars] = LENGTH_TARGETS[platform][postLength ?? 'medium'];

  const onSubmit = form.handleSubmit(
    (values) => {
      const voice =
        values.usedBrandVoice && voices
          ? (voices.find((v) => v.id === values.brandVoiceId) ?? defaultVoiceOf(voices))
          : undefined;
      const { brandVoiceId: _picked, linkUrl, ...rest } = values;
      onGenerate({
        ...rest,
        usedBrandVoice: voice !== undefined,
        ...(voice ? { brandVoiceId: voice.id } : {}),
        ...(values.includeLink && linkUrl ? { linkUrl } : {}),
      });
    },
    (invalid) => {
      if (invalid.originalIdea)
        toast({ variant: 'destructive', title: 'Missing post idea', description: 'Please enter your post idea' });
    },
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Post generator"
      className="grid gap-6 rounded-xl border bg-card p-4 sm:p-6"
    >
      <FormField
        id="generator-idea"
        label="Post Idea"
        error={errors.originalIdea?.message}
        hint={<IdeaLength control={form.control} />}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={ORIGINAL_IDEA_MAX}
            placeholder="e.g. Three things I learned from hiring our first engineer"
            disabled={isBusy}
            {...form.register('originalIdea')}
            aria-keyshortcuts="Control+Enter Meta+Enter"
            onKeyDown={(event) => {
              // Ctrl+Enter (⌘+Enter on a Mac) generates from the idea box.
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey) && !isBusy) {
                event.preventDefault();
                void onSubmit();
              }
            }}
          />
        )}
      </FormField>

      <SegmentedControl
        label="Platform"
        name="platform"
        value={platform}
        options={PLATFORM_OPTIONS}
        onChange={(value) => form.setValue('platform', value)}
        disabled={isBusy}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <SegmentedControl
          label="Number of Versions"
          name="versions"
          value={String(versions ?? 1)}
          options={VERSION_OPTIONS}
          onChange={(value) => form.setValue('versions', Number(value))}
          disabled={isBusy}
        />
        <FormField id="generator-mood" label="Mood" error={errors.mood?.message}>
          {(control) => (
            <NativeSelect {...control} disabled={isBusy} {...form.register('mood')}>
              {MOODS.map((mood) => (
                <option key={mood} value={mood}>
                  {MOOD_LABELS[mood]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>

      <SegmentedControl
        label="Length"
        name="postLength"
        value={postLength ?? 'medium'}
        options={LENGTH_OPTIONS}
        onChange={(value) => form.setValue('postLength', value)}
        disabled={isBusy}
        hint={`About ${formatNumber(minChars)}–${formatNumber(maxChars)} characters on ${PLATFORM_LABELS[platform]}`}
      />

      <div className="grid divide-y border-y">
        <SwitchRow
          id="generator-emojis"
          label="Include Emojis"
          checked={includeEmojis ?? true}
          onCheckedChange={(checked) => form.setValue('includeEmojis', checked)}
          disabled={isBusy}
        />
        <SwitchRow
          id="generator-hashtags"
          label="Include Hashtags"
          checked={includeHashtags ?? true}
          onCheckedChange={(checked) => form.setValue('includeHashtags', checked)}
          disabled={isBusy}
        />
        <SwitchRow
          id="generator-include-link"
          label="Include link"
          description="Add a link for readers to follow."
          checked={includeLink ?? false}
          onCheckedChange={(checked) => {
            form.setValue('includeLink', checked);
            // A half-typed link must not block a run that no longer wants one.
            if (!checked) form.setValue('linkUrl', '');
            form.clearErrors('linkUrl');
          }}
          disabled={isBusy}
        >
          <FormField id="generator-link-url" label="Link URL" error={errors.linkUrl?.message}>
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                placeholder="https://example.com/article"
                disabled={isBusy}
                {...form.register('linkUrl')}
              />
            )}
          </FormField>
        </SwitchRow>
        <BrandVoiceOption
          used={usedBrandVoice ?? false}
          onUsedChange={(used) => form.setValue('usedBrandVoice', used)}
          voiceId={brandVoiceId}
          onVoiceChange={(id) => form.setValue('brandVoiceId', id)}
          disabled={isBusy}
        />
      </div>

      <div className="grid gap-3">
        <Button type="submit" variant="brand" size="lg" disabled={isBusy} className="w-full">
          {isBusy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SparklesIcon aria-hidden="true" />}
          {phase === 'enhancing'
            ? 'Enhancing your idea...'
            : phase === 'generating'
              ? 'Generating...'
              : 'Generate Posts'}
        </Button>
        <CreditCost versions={versions ?? 1} />
        <p className="hidden text-center text-xs text-muted-foreground sm:block">
          Press <kbd className="rounded border bg-muted px-1 font-sans">Ctrl</kbd>+
          <kbd className="rounded border bg-muted px-1 font-sans">Enter</kbd> (⌘+Enter) in the idea box to generate.
        </p>
      </div>
    </form>
  );
}

function IdeaLength({ control }: { control: Control<GeneratorFormValues> }) {
  const length = useWatch({ control, name: 'originalIdea' })?.length ?? 0;
  return (
    <>
      {formatNumber(length)} / {formatNumber(ORIGINAL_IDEA_MAX)}
    </>
  );
}
