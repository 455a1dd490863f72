import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';

/** Frame of /brand-voice/new; the four-step wizard is built with the brand-voice screens. */
export function BrandVoiceWizardPage() {
  return (
    <div className="container-page grid gap-8 py-10">
      <title>New Brand Voice · Postwright</title>
      <Link to="/brand-voices" className="inline-flex min-h-11 w-fit items-center gap-2 text-sm text-muted-foreground hover:text-foreground sm:min-h-8">
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to Manager
      </Link>
      <PageHeader title="Create a brand voice" description="Step 1 of 4: Profile Setup" />
    </div>
  );
}
