import { MicIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

/** Frame of /brand-voice; the wizard and active summary are built with the brand-voice screens. */
export function BrandVoicePage() {
  return (
    <div className="container-page grid gap-8 py-10">
      <title>Brand Voice · Postwright</title>
      <PageHeader title="Brand Voice" description="Teach Postwright how you write, so every post sounds like you." />
      <EmptyState
        icon={MicIcon}
        title="Define your brand voice"
        description="Answer a few questions about your goals, audience and style."
        action={
          <Button asChild>
            <Link to="/brand-voice/new">Create New Voice</Link>
          </Button>
        }
      />
    </div>
  );
}
