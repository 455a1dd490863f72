import { CameraIcon, Loader2Icon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/api-client';
import { formatLongDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { UPLOAD_ACCEPT, UPLOAD_HINT, uploadProblem } from '@/lib/upload-checks';
import type { SessionUser } from '@/data/get-current-user';
import { useUploadProfilePicture } from '../api/upload-profile-picture';

/** Picture (or initials), name, title (default 'Professional') and join date (customer-area §2). */
export function AvatarCard({ user }: { user: SessionUser }) {
  const upload = useUploadProfilePicture(user);
  const input = useRef<HTMLInputElement>(null);
  const onChoose = (file: File | undefined) => {
    if (!file) return;
    const problem = uploadProblem(file);
    if (problem) {
      toast({ title: 'Picture not changed', description: problem, variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: 'Profile picture updated' }),
      onError: (error) =>
        toast({
          title: 'Picture not changed',
          description: errorMessage(error, 'The picture could not be uploaded. Try again.'),
          variant: 'destructive',
        }),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 text-center">
        <UserAvatar user={user} className="size-20 text-2xl" />
        <div className="grid min-w-0 gap-0.5">
          <p className="break-words text-lg font-semibold">{user.fullName || user.email}</p>
          <p className="text-sm text-muted-foreground">{user.professionalTitle || 'Professional'}</p>
        </div>
        <p className="text-xs text-muted-foreground">
          Joined <time dateTime={user.createdAt}>{formatLongDate(new Date(user.createdAt))}</time>
        </p>
        <input
          ref={input}
          type="file"
          accept={UPLOAD_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Profile picture file"
          onChange={(event) => onChoose(event.target.files?.[0])}
        />
        <Button
          variant="outline"
          size="sm"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
          title={UPLOAD_HINT}
        >
          {upload.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <CameraIcon aria-hidden="true" />
          )}
          {upload.isPending ? 'Uploading...' : user.profileImage ? 'Change picture' : 'Add a picture'}
        </Button>
      </CardContent>
    </Card>
  );
}
