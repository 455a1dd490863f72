import type { ReactNode } from 'react';
import { PLATFORMS, type Platform } from '@shared/constants';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PLATFORM_LABELS } from '../lib/labels';
import { LinkedInPreview } from './linkedin-preview';
import { FacebookPreview, InstagramPreview } from './network-previews';

const PREVIEWS: Record<Platform, (props: { text: string; postId?: string | undefined }) => ReactNode> = {
  linkedin: LinkedInPreview,
  instagram: InstagramPreview,
  facebook: FacebookPreview,
};

/** The text, then how it would look on each network (with its picture, once saved): the post's own network first. */
export function PostPreviewTabs({
  platform,
  text,
  body,
  postId,
}: {
  platform: Platform;
  text: string;
  body: ReactNode;
  postId?: string | undefined;
}) {
  const order = [platform, ...PLATFORMS.filter((p) => p !== platform)];
  return (
    <Tabs defaultValue="text" className="grid gap-3">
      <TabsList className="w-full sm:w-fit" aria-label="Text and previews">
        <TabsTrigger value="text" className="flex-1 px-2 sm:flex-none sm:px-3">
          Text
        </TabsTrigger>
        {order.map((p) => (
          <TabsTrigger key={p} value={p} className="flex-1 px-2 sm:flex-none sm:px-3">
            {PLATFORM_LABELS[p]}
            <span className="sr-only"> preview</span>
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="text">{body}</TabsContent>
      {order.map((p) => {
        const Preview = PREVIEWS[p];
        return (
          <TabsContent key={p} value={p}>
            <Preview text={text} postId={postId} />
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
