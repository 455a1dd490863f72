import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { generateImage, type ImageModel } from 'ai';
import type { Env } from '../../env';

// "Generate with AI" (issue #27): the configured provider's image model through the AI SDK's generateImage
// (OpenAI's image models, Google's Imagen). Anthropic has no image model, and the Offline writer none either:
// then the feature is off and says so.

export type ImageGeneratorConfig = Pick<
  Env,
  | 'AI_PROVIDER'
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'GOOGLE_GENERATIVE_AI_API_KEY'
  | 'GOOGLE_AI_BASE_URL'
  | 'AI_IMAGE_MODEL'
  | 'AI_TIMEOUT_MS'
>;

export type GeneratedImage = { bytes: Buffer; mediaType: string };
export type ImageGenerator = {
  /** The provider and model, for the screen; null when no image model is configured. */
  readonly model: string | null;
  generate(
    prompt: string,
    options: { aspectRatio: `${number}:${number}`; signal?: AbortSignal },
  ): Promise<GeneratedImage>;
};

const DEFAULT_IMAGE_MODELS = { openai: 'gpt-image-1', google: 'imagen-4.0-generate-001' } as const;

function imageModelOf(config: ImageGeneratorConfig): { model: ImageModel; name: string } | null {
  if (config.AI_PROVIDER === 'openai') {
    const model = config.AI_IMAGE_MODEL ?? DEFAULT_IMAGE_MODELS.openai;
    return {
      name: model,
      model: createOpenAI({ baseURL: config.OPENAI_BASE_URL, apiKey: config.OPENAI_API_KEY ?? 'not-needed' }).image(
        model,
      ),
    };
  }
  if (config.AI_PROVIDER === 'google') {
    const model = config.AI_IMAGE_MODEL ?? DEFAULT_IMAGE_MODELS.google;
    const google = createGoogleGenerativeAI({
      apiKey: config.GOOGLE_GENERATIVE_AI_API_KEY ?? '',
      baseURL: config.GOOGLE_AI_BASE_URL ?? 'https://generativelanguage.googleapis.com/v1beta',
    });
    return { name: model, model: google.image(model) };
  }
  return null;
}

/** OpenAI's image models take sizes, Imagen aspect ratios; both come from the card format's ratio. */
const OPENAI_SIZES: Record<string, `${number}x${number}`> = {
  '16:9': '1536x1024',
  '1:1': '1024x1024',
  '4:5': '1024x1536',
};

export function createImageGenerator(
  config: ImageGeneratorConfig,
  { maxRetries = 1 }: { maxRetries?: number } = {},
): ImageGenerator {
  const configured = imageModelOf(config);
  return {
    model: configured ? `${config.AI_PROVIDER}:${configured.name}` : null,
    async generate(prompt, { aspectRatio, signal }) {
      if (!configured) throw new Error('no image model configured');
      const timeout = AbortSignal.timeout(config.AI_TIMEOUT_MS * 2);
      const result = await generateImage({
        model: configured.model,
        prompt,
        n: 1,
        ...(config.AI_PROVIDER === 'openai' ? { size: OPENAI_SIZES[aspectRatio] ?? '1024x1024' } : { aspectRatio }),
        maxRetries,
        abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      return { bytes: Buffer.from(result.image.uint8Array), mediaType: result.image.mediaType };
    },
  };
}
