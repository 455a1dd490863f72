import { useId } from 'react';
import { MEMBER_TARGET } from '@shared/schemas/publication';
import { NativeSelect } from '@/components/native-select';
import { Label } from '@/components/ui/label';
import { useCurrentUser } from '@/data/get-current-user';

/** The pages the user may post as, and their default target ("member" without pages). */
export function usePostTargets() {
  const user = useCurrentUser().data;
  return { pages: user?.linkedinCompanyPages ?? [], defaultTarget: user?.linkedinDefaultTarget ?? MEMBER_TARGET };
}

/**
 * "Publish as" for one post (decision 123): the user's profile or a company page they administer. Shown only when
 * the user has pages; the profile's LinkedIn panel sets the default.
 */
export function PostTargetSelect({ value, onChange }: { value: string; onChange: (target: string) => void }) {
  const { pages } = usePostTargets();
  const id = useId();
  if (pages.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Publish as</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={MEMBER_TARGET}>Your profile</option>
        {pages.map((page) => (
          <option key={page.urn} value={page.urn}>
            {page.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** How a target reads in a sentence: "as you" or "as Acme Robotics". */
export function useTargetName(target: string): string {
  const { pages } = usePostTargets();
  return pages.find((page) => page.urn === target)?.name ?? 'you';
}
