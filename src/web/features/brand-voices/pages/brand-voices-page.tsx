import { MicIcon, PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

/** Frame of /brand-voices; the manager is built with the brand-voice screens. */
export function BrandVoicesPage() {
  const create = (
    <Button asChild>
      <Link to="/brand-voice/new">
        <PlusIcon aria-hidden="true" />
        Create New Voice
      </Link>
    </Button>
  );
  return (
    <div className="container-page grid gap-8 py-10">
      <title>Brand Voices · Postwright</title>
      <PageHeader title="Brand Voices" description="Every voice you write in, with your default first." actions={create} />
      <EmptyState icon={MicIcon} title="No Brand Voices Yet" description="Create a voice to make every post sound like you." action={create} />
    </div>
  );
}
