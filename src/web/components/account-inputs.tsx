import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

type InputProps = ComponentProps<typeof Input>;

/** A field label marked "(optional)" in the muted tone of the forms that ask for profile details. */
export function OptionalLabel({ children }: { children: string }) {
  return (
    <>
      {children} <span className="font-normal text-muted-foreground">(optional)</span>
    </>
  );
}

/** An e-mail address: the e-mail keyboard on phones and the browser's autofill. */
export function EmailInput(props: InputProps) {
  return <Input type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A password the user is choosing now: password managers offer to generate and save it. */
export function NewPasswordInput(props: InputProps) {
  return <Input type="password" autoComplete="new-password" {...props} />;
}

/** The LinkedIn profile URL that registration and the profile page ask for. */
export function LinkedinProfileInput(props: InputProps) {
  return (
    <Input type="url" inputMode="url" autoComplete="url" placeholder="https://www.linkedin.com/in/you" {...props} />
  );
}

/** The professional title that registration and the profile page ask for. */
export function ProfessionalTitleInput(props: InputProps) {
  return <Input autoComplete="organization-title" placeholder="e.g. Head of Marketing" {...props} />;
}
