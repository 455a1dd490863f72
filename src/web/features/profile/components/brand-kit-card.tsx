import { Loader2Icon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { CARD_FONT_KEYS, updateBrandKitSchema, type BrandKitView, type UpdateBrandKit } from '@shared/schemas/media';
import { SegmentedControl } from '@/components/segmented-control';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useBrandKit } from '@/data/get-brand-kit';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { UPLOAD_ACCEPT, uploadProblem } from '@/lib/upload-checks';
import { useSetBrandKitLogo, useUpdateBrandKit } from '../api/update-brand-kit';
import { CardHeading } from './card-heading';

const COLOURS = [
  { key: 'background', label: 'Background' },
  { key: 'text', label: 'Text' },
  { key: 'accent', label: 'Accent' },
] as const;
const FONT_LABELS: Record<(typeof CARD_FONT_KEYS)[number], string> = { inter: 'Inter', merriweather: 'Merriweather' };

/** Brand kit (issue #27): the colours, font and logo every card and carousel slide is drawn in. */
export function BrandKitCard() {
  const kit = useBrandKit();
  return (
    <Card id="brand-kit" className="scroll-mt-20">
      <CardHeader>
        <CardHeading id="brand-kit-heading">Brand kit</CardHeading>
        <CardDescription>The colours, font and logo of your cards and PDF carousels.</CardDescription>
      </CardHeader>
      {kit.data ? (
        <BrandKitForm initial={kit.data} />
      ) : (
        <CardContent>
          {kit.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(kit.error, 'The brand kit could not be loaded.')}
            </p>
          ) : (
            <Skeleton className="h-40 w-full" />
          )}
        </CardContent>
      )}
    </Card>
  );
}

function BrandKitForm({ initial }: { initial: BrandKitView }) {
  const [form, setForm] = useState<UpdateBrandKit>({
    background: initial.background,
    text: initial.text,
    accent: initial.accent,
    font: initial.font,
  });
  const save = useUpdateBrandKit();
  const logo = useSetBrandKitLogo();
  const kit = useBrandKit().data ?? initial;
  const logoInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const parsed = updateBrandKitSchema.safeParse(form);
  const problems = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));

  const onLogo = (file: File | null) => {
    const problem = file ? uploadProblem(file) : null;
    if (problem) {
      toast({ title: 'Logo not changed', description: problem, variant: 'destructive' });
      return;
    }
    logo.mutate(file, {
      onSuccess: () => toast({ title: file ? 'Logo added' : 'Logo removed' }),
      onError: (error) =>
        toast({ title: 'Logo not changed', description: errorMessage(error, 'Try again.'), variant: 'destructive' }),
      onSettled: () => {
        if (logoInput.current) logoInput.current.value = '';
      },
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!parsed.success) return;
        save.mutate(parsed.data, {
          onSuccess: () => toast({ title: 'Brand kit saved' }),
          onError: (error) =>
            toast({ title: 'Not saved', description: errorMessage(error, 'Try again.'), variant: 'destructive' }),
        });
      }}
    >
      <CardContent className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-3">
          {COLOURS.map(({ key, label }) => (
            <div key={key} className="grid gap-2">
              <Label htmlFor={`${id}-${key}`}>{label}</Label>
              <div className="flex items-center gap-2">
                <input
                  type="color"
                  value={/^#[0-9a-f]{6}$/i.test(form[key]) ? form[key] : '#000000'}
                  onChange={(event) => setForm((f) => ({ ...f, [key]: event.target.value }))}
                  aria-label={`${label} colour picker`}
                  className="h-11 w-12 shrink-0 cursor-pointer rounded-md border bg-transparent p-1 sm:h-10"
                />
                <Input
                  id={`${id}-${key}`}
                  value={form[key]}
                  onChange={(event) => setForm((f) => ({ ...f, [key]: event.target.value }))}
                  aria-invalid={Boolean(problems[key])}
                  aria-describedby={problems[key] ? `${id}-${key}-error` : undefined}
                  className="font-mono"
                  maxLength={7}
                />
              </div>
              {problems[key] ? (
                <p id={`${id}-${key}-error`} className="text-sm text-destructive">
                  {problems[key]}
                </p>
              ) : null}
            </div>
          ))}
        </div>
        <SegmentedControl
          label="Font"
          name="brand-kit-font"
          value={form.font}
          options={CARD_FONT_KEYS.map((value) => ({ value, label: FONT_LABELS[value] }))}
          onChange={(font) => setForm((f) => ({ ...f, font }))}
          className="sm:max-w-sm"
        />
        <div
          className="flex min-h-24 flex-col justify-center gap-1 rounded-lg border p-4"
          style={{ backgroundColor: form.background, color: form.text }}
          aria-label="Sample card"
          role="img"
        >
          <span
            className="text-lg font-bold"
            style={{ color: form.accent, fontFamily: form.font === 'merriweather' ? 'Georgia, serif' : undefined }}
          >
            Your hook, in your colours
          </span>
          <span className="text-sm">And the words around it.</span>
          {kit.logo ? <img src={kit.logo} alt="" className="mt-2 h-6 w-auto self-end object-contain" /> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">Logo</span>
          <input
            ref={logoInput}
            type="file"
            accept={UPLOAD_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label="Logo file"
            onChange={(event) => onLogo(event.target.files?.[0] ?? null)}
          />
          <Button variant="outline" size="sm" disabled={logo.isPending} onClick={() => logoInput.current?.click()}>
            {logo.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <UploadIcon aria-hidden="true" />
            )}
            {kit.logo ? 'Replace logo' : 'Upload logo'}
          </Button>
          {kit.logo ? (
            <Button variant="ghost" size="sm" disabled={logo.isPending} onClick={() => onLogo(null)}>
              <Trash2Icon aria-hidden="true" />
              Remove logo
            </Button>
          ) : null}
          <span className="w-full text-xs text-muted-foreground">A PNG with transparency works best.</span>
        </div>
      </CardContent>
      <CardFooter>
        <Button type="submit" disabled={save.isPending || !parsed.success}>
          {save.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {save.isPending ? 'Saving...' : 'Save brand kit'}
        </Button>
      </CardFooter>
    </form>
  );
}
