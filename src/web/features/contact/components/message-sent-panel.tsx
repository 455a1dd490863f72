import { CheckCircle2Icon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

export function MessageSentPanel({ onSendAnother }: { onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Move focus here so keyboard and screen-reader users learn the outcome at once.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" role="status">
      <span className="flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
        <CheckCircle2Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        Message Sent!
      </h2>
      <p className="max-w-sm text-muted-foreground">
        Thank you for contacting us. We'll get back to you within 24 hours.
      </p>
      <Button variant="outline" onClick={onSendAnother}>
        Send Another Message
      </Button>
    </div>
  );
}
