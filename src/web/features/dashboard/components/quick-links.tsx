import { ArrowRightIcon, type LucideIcon, MicIcon, PenSquareIcon } from 'lucide-react';
import { Link } from 'react-router';

type QuickLink = { to: string; title: string; text: string; icon: LucideIcon };

function QuickLinkCard({ to, title, text, icon: Icon }: QuickLink) {
  return (
    <Link
      to={to}
      className="group flex h-full items-start gap-4 rounded-xl border bg-card p-5 transition-colors duration-150 hover:border-foreground/20 hover:bg-accent/40"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="grid flex-1 gap-1">
        <span className="font-medium">{title}</span>
        <span className="text-sm text-muted-foreground">{text}</span>
      </span>
      <ArrowRightIcon
        className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform duration-150 group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}

/** The two next steps the dashboard offers: write a post, or shape the voice it is written in. */
export function QuickLinks({ hasBrandVoice }: { hasBrandVoice: boolean | undefined }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4" aria-label="Quick links">
      <li>
        <QuickLinkCard
          to="/post-generator"
          title="Create a Post"
          text="Turn an idea into up to three versions, ready to publish."
          icon={PenSquareIcon}
        />
      </li>
      <li>
        <QuickLinkCard
          to="/brand-voice"
          title={hasBrandVoice ? 'Your Brand Voice' : 'Set Up Your Brand Voice'}
          text={
            hasBrandVoice
              ? 'Review or refine how your posts sound.'
              : 'Answer a few questions so every post sounds like you.'
          }
          icon={MicIcon}
        />
      </li>
    </ul>
  );
}
