import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { SUPPORT } from '@shared/constants';
import { LinkedInIcon } from '@/components/brand-icons';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const linkClass = 'rounded-sm font-medium underline-offset-4 hover:underline';

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dt and dd are the row's direct children (valid definition list markup); the icon sits inside the dt.
  return (
    <div className="relative grid min-h-9 min-w-0 content-start gap-0.5 pl-12">
      <dt className="text-sm text-muted-foreground">
        <span className="absolute top-0.5 left-0 flex size-9 shrink-0 items-center justify-center rounded-lg border bg-muted/50 text-muted-foreground">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export function ContactDetails() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-5">
          <DetailRow icon={<PhoneIcon className="size-4" aria-hidden="true" />} label="Phone">
            <a href={`tel:${SUPPORT.phone.replace(/\s+/g, '')}`} className={linkClass}>
              {SUPPORT.phone}
            </a>
          </DetailRow>
          <DetailRow icon={<MailIcon className="size-4" aria-hidden="true" />} label="Email">
            <a href={`mailto:${SUPPORT.email}`} className={linkClass}>
              {SUPPORT.email}
            </a>
          </DetailRow>
          <DetailRow icon={<LinkedInIcon className="size-4" />} label="Social">
            <a href={SUPPORT.linkedinUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
              Postwright on LinkedIn<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </DetailRow>
          <DetailRow icon={<MapPinIcon className="size-4" aria-hidden="true" />} label="Location">
            {SUPPORT.location}
          </DetailRow>
        </dl>
      </CardContent>
    </Card>
  );
}

// money-and-admin §2 and §9.
const HOURS = [
  { days: 'Monday to Friday', hours: '9:00 to 18:00 CET' },
  { days: 'Saturday', hours: '10:00 to 16:00 CET' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

export function BusinessHours() {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2">
        <ClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        <CardTitle>Business hours</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          {HOURS.map(({ days, hours }) => (
            <div key={days} className="flex items-center justify-between gap-4 border-b pb-2 last:border-b-0 last:pb-0">
              <dt className="text-muted-foreground">{days}</dt>
              <dd className="font-medium tabular-nums">{hours}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-muted-foreground">We answer every message within 24 hours.</p>
      </CardContent>
    </Card>
  );
}
