import type {
  CreateDiscountCodeInput,
  UpdateDiscountCodeInput,
  AdminDiscountCode,
} from '@shared/schemas/discount-codes';
import type { PricingSettings, UpdatePricingSettingsInput } from '@shared/schemas/pricing-settings';
import type { UserRow } from '../../db/schema';
import type { CatalogueService, DiscountCodesService } from '../billing';
import type { SystemLogsService } from '../system-logs/system-logs.service';

// The administrator's side of billing: the catalogue and discount services do
// the work; this adds the audit row (who changed what, before and after) that
// every admin change leaves in system_logs.

type Actor = Pick<UserRow, 'id' | 'email'>;

export function createAdminBillingService({
  catalogue,
  discountCodes,
  systemLogs,
}: {
  catalogue: CatalogueService;
  discountCodes: DiscountCodesService;
  systemLogs: SystemLogsService;
}) {
  const audit = (actor: Actor, message: string, metadata: Record<string, unknown>) =>
    systemLogs.record({
      level: 'info',
      source: 'system',
      message,
      userId: actor.id,
      metadata: { adminId: actor.id, adminEmail: actor.email, ...metadata },
    });

  return {
    pricingSettings: () => catalogue.pricingSettings(),

    async updatePricingSettings(actor: Actor, input: UpdatePricingSettingsInput): Promise<PricingSettings> {
      const before = await catalogue.pricingSettings();
      const after = await catalogue.updatePricingSettings(input);
      await audit(actor, 'Administrator updated pricing settings', { action: 'pricing', before, after });
      return after;
    },

    listDiscountCodes: () => discountCodes.list(),

    async createDiscountCode(actor: Actor, input: CreateDiscountCodeInput): Promise<AdminDiscountCode> {
      const created = await discountCodes.create(input, actor.id);
      await audit(actor, `Administrator created discount code ${created.code}`, {
        action: 'discount_create',
        before: null,
        after: created,
      });
      return created;
    },

    async updateDiscountCode(actor: Actor, id: string, input: UpdateDiscountCodeInput): Promise<AdminDiscountCode> {
      const before = await discountCodes.get(id);
      const after = await discountCodes.update(id, input);
      await audit(actor, `Administrator updated discount code ${after.code}`, {
        action: 'discount_update',
        before,
        after,
      });
      return after;
    },

    async deleteDiscountCode(actor: Actor, id: string): Promise<void> {
      const before = await discountCodes.get(id);
      await discountCodes.remove(id);
      await audit(actor, `Administrator deleted discount code ${before.code}`, {
        action: 'discount_delete',
        before,
        after: null,
      });
    },
  };
}
export type AdminBillingService = ReturnType<typeof createAdminBillingService>;
