import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/lib/toast';

type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  text: string;
  /** Accessible name and visible label. */
  label?: string;
};

/** Copies a post to the clipboard, confirms with a toast, and says so on the button for a moment. */
export function CopyButton({ text, label = 'Copy', variant = 'outline', size = 'sm', ...props }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
      toast({ title: 'Copied to clipboard' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Your browser blocked clipboard access. Select the text and copy it instead.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Button variant={variant} size={size} onClick={() => void copy()} aria-live="polite" {...props}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? 'Copied' : label}
    </Button>
  );
}
