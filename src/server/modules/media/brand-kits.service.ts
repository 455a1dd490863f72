import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { UpdateBrandKit } from '@shared/schemas/media';
import type { Database } from '../../db/client';
import { brandKits } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DEFAULT_BRAND_KIT, type BrandKit } from './brand-kit';
import { checkUploadedImage } from './image-check';

// The user's brand kit (issue #27): colours and font for every card and carousel, and an optional logo,
// checked like any upload and kept small (at most 400×160, PNG so its transparency survives).

const LOGO_BOX = { width: 400, height: 160 };

export function createBrandKitsService({ db, clock }: { db: Database; clock: Clock }) {
  async function get(userId: string): Promise<BrandKit> {
    const [row] = await db.select().from(brandKits).where(eq(brandKits.userId, userId));
    if (!row) return DEFAULT_BRAND_KIT;
    return {
      background: row.background,
      text: row.textColor,
      accent: row.accent,
      font: row.font === 'merriweather' ? 'merriweather' : 'inter',
      logo: row.logo,
    };
  }

  async function save(userId: string, kit: BrandKit): Promise<BrandKit> {
    const values = {
      background: kit.background,
      textColor: kit.text,
      accent: kit.accent,
      font: kit.font,
      logo: kit.logo,
      updatedAt: clock.now(),
    };
    await db
      .insert(brandKits)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: brandKits.userId, set: values });
    return get(userId);
  }

  return {
    get,
    async update(userId: string, input: UpdateBrandKit): Promise<BrandKit> {
      const current = await get(userId);
      return save(userId, { ...current, ...input });
    },
    async setLogo(userId: string, bytes: Buffer): Promise<BrandKit> {
      const checked = await checkUploadedImage(bytes);
      const png = await sharp(checked.bytes)
        .resize({ ...LOGO_BOX, fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer();
      return save(userId, { ...(await get(userId)), logo: `data:image/png;base64,${png.toString('base64')}` });
    },
    async removeLogo(userId: string): Promise<BrandKit> {
      return save(userId, { ...(await get(userId)), logo: null });
    },
  };
}
export type BrandKitsService = ReturnType<typeof createBrandKitsService>;
