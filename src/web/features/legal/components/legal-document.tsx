import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '@/lib/format';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A legal text: Back to Home, title, last-updated date (today, per money-and-admin §2), contents, numbered sections. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="container-page max-w-3xl py-10 sm:py-14">
      <title>{`${title} · Postwright`}</title>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center gap-2 rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground sm:min-h-8"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to Home
      </Link>
      <header className="mt-6 grid gap-3 border-b pb-8">
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        <p className="text-sm text-muted-foreground">Last updated: {formatLongDate(new Date())}</p>
        <div className="text-muted-foreground">{intro}</div>
      </header>
      <nav aria-labelledby="legal-contents" className="mt-8 rounded-xl border bg-muted/30 p-5">
        <h2 id="legal-contents" className="text-sm font-semibold">
          Contents
        </h2>
        <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2 sm:gap-x-6">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-9 items-center rounded-sm text-muted-foreground hover:text-foreground hover:underline sm:min-h-7"
              >
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 grid gap-10">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
            <h2 id={`${section.id}-title`} className="text-xl font-semibold">
              {index + 1}. {section.title}
            </h2>
            <div className="legal-prose mt-3 grid gap-3 leading-relaxed text-foreground/90 [&_a]:font-medium [&_a]:text-foreground [&_a]:underline [&_a]:underline-offset-4 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1.5 [&_ul]:pl-5">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
