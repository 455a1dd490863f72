import type { PostMediaTarget } from '@/components/post-media-slot';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePostMedia } from '@/data/get-post-media';
import { AiImageForm } from './ai-image-form';
import { AttachedMedia } from './attached-media';
import { CardDesigner } from './card-designer';
import { CarouselPanel } from './carousel-panel';
import { UploadPictureForm } from './upload-picture-form';

const TABS = [
  { value: 'card', short: 'Card', long: 'Design a card' },
  { value: 'ai', short: 'AI', long: 'Generate with AI' },
  { value: 'upload', short: 'Upload', long: 'Upload' },
  { value: 'carousel', short: 'Carousel', long: 'Carousel' },
] as const;

/** A post's picture or carousel: what it has, and the three ways to add a picture and the carousel maker. */
export function PostMediaDialog({ post, onClose }: { post: PostMediaTarget; onClose: () => void }) {
  const query = usePostMedia(post.id);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl gap-4 p-4 sm:p-6">
        <DialogHeading title="Picture and carousel">
          The newest one shows in the previews and is published with the post on LinkedIn.
        </DialogHeading>
        <AttachedMedia query={query} postId={post.id} />
        <Tabs defaultValue={post.platform === 'instagram' ? 'upload' : 'card'} className="grid min-w-0 gap-4">
          <TabsList className="w-full" aria-label="Ways to add a picture">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value} className="flex-1 px-2">
                <span className="sm:hidden">{tab.short}</span>
                <span className="hidden sm:inline">{tab.long}</span>
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="card">
            <CardDesigner post={post} />
          </TabsContent>
          <TabsContent value="ai">
            <AiImageForm postId={post.id} proposedPrompt={query.data?.proposedPrompt} />
          </TabsContent>
          <TabsContent value="upload">
            <UploadPictureForm postId={post.id} />
          </TabsContent>
          <TabsContent value="carousel">
            <CarouselPanel postId={post.id} query={query} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
