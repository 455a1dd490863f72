import { createImageGenerator } from '../../ai/images/image-generator';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { createMediaStorage } from '../../integrations/storage/create-storage';
import type { AttemptCounter } from '../../lib/attempt-counter';
import type { Clock } from '../../lib/clock';
import type { CatalogueService } from '../billing';
import type { CreditsService } from '../credits/credits.service';
import type { PostsService } from '../posts/posts.service';
import type { SystemLogsService } from '../system-logs/system-logs.service';
import { createAiImagesService } from './ai-images.service';
import { createBrandKitsService } from './brand-kits.service';
import { createMediaService } from './media.service';
import { createPostMediaService } from './post-media.service';
import { createPublishAttachments } from './publish-attachment';

const HOUR = 60 * 60 * 1000;

type Deps = {
  env: Env;
  db: Database;
  clock: Clock;
  credits: CreditsService;
  catalogue: CatalogueService;
  posts: PostsService;
  systemLogs: SystemLogsService;
  counter: (name: string, windowMs: number) => AttemptCounter;
};

/** The media module's services (issue #27), wired once from the environment: storage, AI pictures, post media. */
export function createMediaServices({ env, db, clock, credits, catalogue, posts, systemLogs, counter }: Deps) {
  const media = createMediaService({ db, clock, storage: createMediaStorage(env) });
  const aiImages = createAiImagesService({
    generator: createImageGenerator(env, { maxRetries: env.AI_MAX_RETRIES }),
    credits,
    catalogue,
    media,
    systemLogs,
    perHour: { counter: counter('ai-images', HOUR), max: env.AI_IMAGES_PER_HOUR },
  });
  const brandKits = createBrandKitsService({ db, clock });
  return {
    media,
    aiImages,
    brandKits,
    postMedia: createPostMediaService({ posts, media, aiImages, brandKitOf: brandKits.get }),
    publishAttachmentOf: createPublishAttachments(media),
  };
}
