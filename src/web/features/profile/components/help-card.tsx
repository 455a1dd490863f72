import { HelpCircleIcon, MessageSquareIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { CardHeading } from './card-heading';

/** Need Help? Both lead to the contact page, where questions are answered (customer-area §2). */
export function HelpCard() {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardHeading>Need Help?</CardHeading>
        <CardDescription>Questions about your account, credits or privacy? We answer within 24 hours.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button asChild variant="outline" className="w-full justify-start">
          <Link to="/contact">
            <HelpCircleIcon aria-hidden="true" />
            FAQ & Help
          </Link>
        </Button>
        <Button asChild variant="outline" className="w-full justify-start">
          <Link to="/contact">
            <MessageSquareIcon aria-hidden="true" />
            Contact Support
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
