import { Loader2Icon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUploadPicture } from '../api/upload-picture';
import { UPLOAD_ACCEPT, UPLOAD_HINT, uploadProblem } from '@/lib/upload-checks';
import { FormProblem } from './form-problem';

/** "Upload": the user's own picture, sent as soon as it is chosen; the server's refusal is shown as it says it. */
export function UploadPictureForm({ postId }: { postId: string }) {
  const upload = useUploadPicture(postId);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const onChoose = (file: File | undefined) => {
    if (!file) return;
    const local = uploadProblem(file);
    setProblem(local);
    upload.reset();
    if (local) return;
    upload.mutate(file, {
      onSuccess: () => toast({ title: 'Picture uploaded' }),
      onSettled: () => {
        // The same file may be chosen again after a fix elsewhere (or a retry).
        if (input.current) input.current.value = '';
      },
    });
  };
  const shown =
    problem ?? (upload.isError ? errorMessage(upload.error, 'The picture could not be uploaded. Try again.') : null);
  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>Choose a picture</Label>
        <Input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={UPLOAD_ACCEPT}
          disabled={upload.isPending}
          onChange={(event) => onChoose(event.target.files?.[0])}
          aria-describedby={`${id}-hint`}
          aria-invalid={Boolean(shown)}
          className="cursor-pointer py-2.5 file:mr-3 file:cursor-pointer file:border-0 file:bg-transparent file:font-medium file:text-foreground sm:py-2"
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {UPLOAD_HINT} Location and camera details are removed.
        </p>
      </div>
      {upload.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
          Uploading...
        </p>
      ) : null}
      {shown ? <FormProblem>{shown}</FormProblem> : null}
    </div>
  );
}
