import type { ReactNode } from 'react';
import type { BrandVoice } from '@shared/schemas/brand-voices';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useBrandVoice } from '../api/get-brand-voice';
import { FETCH_FAILED } from '../messages';
import { WizardSkeleton } from './wizard-skeleton';

/** The edit page of either wizard: its heading, then the voice once loaded (a skeleton meanwhile, or the failure). */
export function EditVoiceFrame({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: (voice: BrandVoice) => ReactNode;
}) {
  const voice = useBrandVoice(id);
  return (
    <>
      <PageHeader title={title} description={description} />
      <QueryState query={voice} loading={<WizardSkeleton />} errorTitle={FETCH_FAILED}>
        {(data) => children(data.brandVoice)}
      </QueryState>
    </>
  );
}
