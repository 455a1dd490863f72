import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The way on from a voice to the post generator, as the main action. */
export function StartGeneratingLink() {
  return (
    <Button asChild variant="brand">
      <Link to="/post-generator">
        Start Generating Posts
        <ArrowRightIcon aria-hidden="true" />
      </Link>
    </Button>
  );
}
