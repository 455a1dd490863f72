import { XIcon } from 'lucide-react';

/** The ✕ in the corner of a dismissible alert (which keeps `pr-12` free for it): 44 px on phones. */
export function DismissAlertButton({ onDismiss }: { onDismiss: () => void }) {
  return (
    <button
      type="button"
      onClick={onDismiss}
      className="absolute right-1 top-1 inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-current opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring sm:size-9"
    >
      <XIcon className="size-4" aria-hidden="true" />
      <span className="sr-only">Dismiss</span>
    </button>
  );
}
