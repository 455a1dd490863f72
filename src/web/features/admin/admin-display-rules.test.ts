import { describe, expect, it } from 'vitest';
import { discountStatus } from '@shared/schemas/admin';
import { marginVariant } from './lib/margin-variant';

describe('admin display rules (money-and-admin §2)', () => {
  const now = new Date('2026-11-15T10:00:00Z');
  const code = { isActive: true, endDate: null, usageLimit: null, usageCount: 0 };

  it('derives a discount code’s status in the spec’s order', () => {
    expect(discountStatus(code, now)).toBe('Active');
    expect(
      discountStatus({ ...code, isActive: false, endDate: '2026-01-01T00:00:00Z', usageLimit: 1, usageCount: 1 }, now),
    ).toBe('Inactive');
    expect(discountStatus({ ...code, endDate: '2026-11-15T09:59:59Z', usageLimit: 1, usageCount: 1 }, now)).toBe(
      'Expired',
    );
    expect(discountStatus({ ...code, endDate: '2026-12-01T00:00:00Z', usageLimit: 3, usageCount: 3 }, now)).toBe(
      'Limit Reached',
    );
    expect(discountStatus({ ...code, usageLimit: 3, usageCount: 2 }, now)).toBe('Active');
  });

  it('picks the margin badge: 20 % or more default, 10 % or more secondary, lower destructive', () => {
    expect(marginVariant(20)).toBe('default');
    expect(marginVariant(19.9)).toBe('secondary');
    expect(marginVariant(10)).toBe('secondary');
    expect(marginVariant(9.9)).toBe('destructive');
    expect(marginVariant(-50)).toBe('destructive');
    expect(marginVariant(null)).toBe('secondary');
  });
});
