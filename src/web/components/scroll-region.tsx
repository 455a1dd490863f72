import type { ReactNode } from 'react';

/**
 * A region that scrolls sideways on a narrow screen. It takes keyboard focus so a keyboard user can scroll it
 * too (axe's scrollable-region-focusable): a table has nothing focusable of its own.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {children}
    </div>
  );
}
