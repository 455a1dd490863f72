import type { ReactNode } from 'react';
import { BackLink } from './back-link';

/** A brand-voice page's column: the document's title, the way back, then the page itself. */
export function VoicePageFrame({
  documentTitle,
  back,
  children,
}: {
  documentTitle: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="container-page py-8 sm:py-10">
      <div className="mx-auto grid max-w-3xl gap-6">
        <title>{documentTitle}</title>
        <BackLink to={back.to} label={back.label} />
        {children}
      </div>
    </div>
  );
}
