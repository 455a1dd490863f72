import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createDiscountCodeSchema,
  updateDiscountCodeSchema,
  type CreateDiscountCodeInput,
} from '@shared/schemas/discount-codes';
import { creditPurchases, discountCodes, discountUsage } from '../../db/schema';
import { signIn } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('discount codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set('2026-11-15T10:00:00Z');
    await t.db.delete(discountUsage);
    await t.db.delete(discountCodes);
  });
  const codes = () => t.app.services.discountCodes;
  const create = (input: Partial<Record<keyof CreateDiscountCodeInput, unknown>>, createdBy: string | null = null) =>
    codes().create(createDiscountCodeSchema.parse({ value: 10, ...input }), createdBy);
  // Each check comes from an address of its own: the route is rate-limited per IP.
  let ip = 0;
  const validate = (
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
    remoteAddress = `10.8.0.${++ip}`,
  ) => t.app.inject({ method: 'POST', url: '/api/discount-codes/validate', payload: body, headers, remoteAddress });
  const issues = (schema: typeof createDiscountCodeSchema | typeof updateDiscountCodeSchema, input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? 'ok' : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  describe('administration', () => {
    it('creates with the form’s defaults, the code trimmed and upper-cased', async () => {
      const admin = await createUser(t.db, { role: 'admin' });
      const created = await create({ code: '  spring-20 ' }, admin.id);
      expect(created).toEqual({
        id: expect.any(String),
        code: 'SPRING-20',
        type: 'percentage',
        value: 10,
        startDate: '2026-11-15T10:00:00.000Z',
        endDate: null,
        usageLimit: null,
        usageCount: 0,
        usesPerUser: 1,
        planApplicability: [],
        newUsersOnly: false,
        isActive: true,
        createdBy: admin.id,
        createdAt: '2026-11-15T10:00:00.000Z',
        totalRevenue: 0,
        uniqueUsers: 0,
      });
    });

    it('refuses a code that exists in any case with 409', async () => {
      await create({ code: 'WELCOME' });
      await expect(create({ code: 'welcome' })).rejects.toMatchObject({
        statusCode: 409,
        message: 'A discount code with this code already exists',
      });
      const other = await create({ code: 'OTHER' });
      await expect(codes().update(other.id, { code: 'WELCOME' })).rejects.toMatchObject({ statusCode: 409 });
    });

    it('checks values per type, dates in order and the code’s characters', () => {
      expect(issues(createDiscountCodeSchema, { code: 'OK1', type: 'percentage', value: 100 })).toBe('ok');
      expect(issues(createDiscountCodeSchema, { code: 'OK1', type: 'percentage', value: 101 })).toEqual({
        value: 'A percentage discount is at most 100',
      });
      expect(issues(createDiscountCodeSchema, { code: 'OK1', type: 'fixed_amount', value: 7.5 })).toBe('ok');
      expect(issues(createDiscountCodeSchema, { code: 'OK1', type: 'fixed_amount', value: 7.555 })).toEqual({
        value: 'A fixed amount has at most 2 decimals (euro cents)',
      });
      expect(issues(createDiscountCodeSchema, { code: 'OK1', value: 0 })).toEqual({
        value: 'Value must be greater than 0',
      });
      expect(
        issues(createDiscountCodeSchema, { code: 'OK1', value: 5, startDate: '2026-12-01', endDate: '2026-11-30' }),
      ).toEqual({ endDate: 'End date must be after the start date' });
      expect(issues(createDiscountCodeSchema, { code: 'OK1', value: 5, endDate: 'tomorrow' })).toEqual({
        endDate: 'End date must be a valid date',
      });
      expect(issues(createDiscountCodeSchema, { code: 'no spaces', value: 5 })).toEqual({
        code: 'Code must be 3 to 32 letters, digits, dashes or underscores',
      });
      expect(issues(createDiscountCodeSchema, { code: 'OK1', value: 5, usageLimit: 0 })).toEqual({
        usageLimit: 'Usage limit must be at least 1',
      });
      expect(issues(createDiscountCodeSchema, { code: 'OK1', value: 5, planApplicability: ['gold'] })).toEqual({
        'planApplicability.0': 'Unknown plan or pack',
      });
      expect(issues(createDiscountCodeSchema, { value: 5 })).toEqual({ code: 'Code is required' });
    });

    it('updates any subset; the rules hold for the merged code; unknown ids are 404', async () => {
      const code = await create({
        code: 'BLACKFRIDAY',
        type: 'percentage',
        value: 30,
        startDate: '2026-11-20T00:00:00Z',
        endDate: '2026-11-30T00:00:00Z',
      });
      expect(await codes().update(code.id, updateDiscountCodeSchema.parse({ isActive: false }))).toMatchObject({
        isActive: false,
        value: 30,
      });
      expect(
        await codes().update(
          code.id,
          updateDiscountCodeSchema.parse({ usageLimit: 50, planApplicability: ['pro', 'medium'] }),
        ),
      ).toMatchObject({
        usageLimit: 50,
        planApplicability: ['pro', 'medium'],
      });
      expect(await codes().update(code.id, updateDiscountCodeSchema.parse({ endDate: null }))).toMatchObject({
        endDate: null,
      });
      await expect(
        codes().update(code.id, updateDiscountCodeSchema.parse({ endDate: '2026-11-01' })),
      ).rejects.toMatchObject({
        statusCode: 400,
        fields: { endDate: 'End date must be after the start date' },
      });
      // Switching the type re-checks the value it keeps.
      await codes().update(code.id, updateDiscountCodeSchema.parse({ type: 'fixed_amount', value: 150 }));
      await expect(
        codes().update(code.id, updateDiscountCodeSchema.parse({ type: 'percentage' })),
      ).rejects.toMatchObject({ statusCode: 400, fields: { value: 'A percentage discount is at most 100' } });
      await expect(codes().update('00000000-0000-4000-8000-000000000000', { isActive: true })).rejects.toMatchObject({
        statusCode: 404,
      });
      await expect(codes().update('not-a-uuid', { isActive: true })).rejects.toMatchObject({ statusCode: 404 });
    });

    it('deletes a code; its usage history stays for the revenue reports', async () => {
      const user = await createUser(t.db);
      const code = await create({ code: 'GONE' });
      await t.db.transaction((tx) =>
        codes().recordUsage(tx, {
          discountCodeId: code.id,
          userId: user.id,
          stripeSessionId: 'cs_gone_1',
          discountAmount: 300,
          amountPaid: 2700,
        }),
      );
      await codes().remove(code.id);
      await expect(codes().remove(code.id)).rejects.toMatchObject({ statusCode: 404 });
      expect(await codes().list()).toEqual([]);
      const [usage] = await t.db.select().from(discountUsage).where(eq(discountUsage.stripeSessionId, 'cs_gone_1'));
      expect(usage).toMatchObject({ discountCodeId: null, amountPaid: 2700 });
    });

    it('lists newest first with revenue and distinct customers from recorded payments', async () => {
      const [ada, bob] = [await createUser(t.db), await createUser(t.db)];
      const older = await create({ code: 'OLDER' });
      t.clock.set('2026-11-16T10:00:00Z');
      const newer = await create({ code: 'NEWER', type: 'fixed_amount', value: 5 });
      const pay = (codeId: string, userId: string, session: string, paid: number) =>
        t.db.transaction((tx) =>
          codes().recordUsage(tx, {
            discountCodeId: codeId,
            userId,
            stripeSessionId: session,
            discountAmount: 500,
            amountPaid: paid,
          }),
        );
      await pay(newer.id, ada.id, 'cs_a', 2500);
      await pay(newer.id, ada.id, 'cs_b', 500);
      await pay(newer.id, bob.id, 'cs_c', 1500);
      expect((await codes().list()).map((c) => [c.code, c.usageCount, c.totalRevenue, c.uniqueUsers])).toEqual([
        ['NEWER', 3, 4500, 2],
        ['OLDER', 0, 0, 0],
      ]);
      expect(await codes().get(older.id)).toMatchObject({ code: 'OLDER' });
    });

    it('counts a payment once and never beyond the usage limit', async () => {
      const user = await createUser(t.db);
      const code = await create({ code: 'TWICE', usageLimit: 2 });
      const use = (session: string) =>
        t.db.transaction((tx) =>
          codes().recordUsage(tx, {
            discountCodeId: code.id,
            userId: user.id,
            stripeSessionId: session,
            discountAmount: 100,
            amountPaid: 900,
          }),
        );
      expect(await use('cs_1')).toBe('counted');
      expect(await use('cs_1')).toBe('already_counted');
      expect(await use('cs_2')).toBe('counted');
      expect(await use('cs_3')).toBe('limit_reached');
      const [row] = await t.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
      expect(row!.usageCount).toBe(2);
      const usage = await t.db.select().from(discountUsage).where(eq(discountUsage.discountCodeId, code.id));
      expect(usage.map((u) => [u.stripeSessionId, u.overLimit]).sort()).toEqual([
        ['cs_1', false],
        ['cs_2', false],
        ['cs_3', true],
      ]);
    });
  });

  describe('POST /api/discount-codes/validate', () => {
    it('answers the price before and after for a plan or a pack, in any case, signed in or not', async () => {
      await create({ code: 'SAVE20', value: 20 });
      await create({ code: 'FIVEOFF', type: 'fixed_amount', value: 5 });
      await create({ code: 'BIGGIFT', type: 'fixed_amount', value: 500 });
      expect((await validate({ code: ' save20 ', packKey: 'medium' })).json()).toEqual({
        valid: true,
        code: 'SAVE20',
        type: 'percentage',
        value: 20,
        label: '20% off',
        originalPriceCents: 3000,
        discountedPriceCents: 2400,
        originalPrice: 30,
        discountedPrice: 24,
      });
      expect((await validate({ code: 'FIVEOFF', planKey: 'starter' })).json()).toMatchObject({
        label: '€5 off',
        discountedPrice: 15,
      });
      expect((await validate({ code: 'BIGGIFT', packKey: 'small' })).json()).toMatchObject({ discountedPriceCents: 0 });
      const user = await createUser(t.db);
      expect(
        (await validate({ code: 'SAVE20', planKey: 'business' }, await signIn(t.app, user.email))).json(),
      ).toMatchObject({ discountedPriceCents: 7920 });
    });

    it('gives a clear reason for every code that does not apply', async () => {
      await create({ code: 'OFF', isActive: false });
      await create({ code: 'LATER', startDate: '2026-12-01T00:00:00Z' });
      await create({ code: 'PAST', startDate: '2026-10-01T00:00:00Z', endDate: '2026-11-01T00:00:00Z' });
      const full = await create({ code: 'FULL', usageLimit: 1 });
      await t.db.update(discountCodes).set({ usageCount: 1 }).where(eq(discountCodes.id, full.id));
      await create({ code: 'PROONLY', planApplicability: ['pro'] });
      await create({ code: 'PACKSONLY', planApplicability: ['small', 'medium', 'large'] });
      const answer = async (body: Record<string, unknown>) => (await validate(body)).json();
      expect(await answer({ code: 'NOPE', planKey: 'pro' })).toEqual({
        valid: false,
        reason: 'unknown',
        message: 'This discount code does not exist',
      });
      expect(await answer({ code: 'OFF', planKey: 'pro' })).toMatchObject({
        reason: 'inactive',
        message: 'This discount code is no longer active',
      });
      expect(await answer({ code: 'LATER', planKey: 'pro' })).toMatchObject({
        reason: 'not_started',
        message: 'This discount code is not valid yet',
      });
      expect(await answer({ code: 'PAST', planKey: 'pro' })).toMatchObject({
        reason: 'expired',
        message: 'This discount code has expired',
      });
      expect(await answer({ code: 'FULL', planKey: 'pro' })).toMatchObject({
        reason: 'limit_reached',
        message: 'This discount code has reached its usage limit',
      });
      expect(await answer({ code: 'PROONLY', planKey: 'starter' })).toMatchObject({
        reason: 'not_applicable',
        message: 'This discount code does not apply to the Starter plan',
      });
      expect(await answer({ code: 'PROONLY', packKey: 'medium' })).toMatchObject({
        message: 'This discount code does not apply to the Medium Pack',
      });
      expect(await answer({ code: 'PROONLY', planKey: 'pro' })).toMatchObject({ valid: true });
      expect(await answer({ code: 'PACKSONLY', packKey: 'large' })).toMatchObject({ valid: true });
      // The end date is the first moment the code no longer works.
      t.clock.set('2026-12-01T00:00:00Z');
      expect(await answer({ code: 'LATER', planKey: 'pro' })).toMatchObject({ valid: true });
    });

    it('new customers only: refused once the user has paid before', async () => {
      await create({ code: 'HELLO', newUsersOnly: true });
      const fresh = await createUser(t.db);
      const returning = await createUser(t.db);
      await t.db.insert(creditPurchases).values({
        userId: returning.id,
        stripeSessionId: 'cs_earlier',
        packType: 'small',
        creditsAmount: 100,
        priceAmount: 1000,
        status: 'completed',
      });
      const pending = await createUser(t.db);
      await t.db.insert(creditPurchases).values({
        userId: pending.id,
        stripeSessionId: 'cs_abandoned',
        packType: 'small',
        creditsAmount: 100,
        priceAmount: 1000,
        status: 'pending',
      });
      expect(
        (await validate({ code: 'HELLO', packKey: 'small' }, await signIn(t.app, fresh.email))).json(),
      ).toMatchObject({ valid: true });
      expect(
        (await validate({ code: 'HELLO', packKey: 'small' }, await signIn(t.app, pending.email))).json(),
      ).toMatchObject({ valid: true });
      expect(
        (await validate({ code: 'HELLO', packKey: 'small' }, await signIn(t.app, returning.email))).json(),
      ).toEqual({
        valid: false,
        reason: 'new_customers_only',
        message: 'This discount code is for new customers only',
      });
    });

    it('once per customer: a customer who paid with the code is told so', async () => {
      const code = await create({ code: 'JUSTONCE' });
      const paid = await createUser(t.db);
      await t.db.transaction((tx) =>
        codes().recordUsage(tx, {
          discountCodeId: code.id,
          userId: paid.id,
          stripeSessionId: 'cs_once',
          discountAmount: 100,
          amountPaid: 900,
        }),
      );
      expect((await validate({ code: 'JUSTONCE', packKey: 'small' }, await signIn(t.app, paid.email))).json()).toEqual({
        valid: false,
        reason: 'already_used',
        message: 'You have already used this discount code',
      });
      expect((await validate({ code: 'JUSTONCE', packKey: 'small' })).json()).toMatchObject({ valid: true });
    });

    it('asks for exactly one plan or pack and a code', async () => {
      const both = await validate({ code: 'X', planKey: 'pro', packKey: 'small' });
      expect(both.statusCode).toBe(400);
      expect(both.json().message).toBe('Choose one plan or one credit pack');
      expect((await validate({ code: 'X' })).statusCode).toBe(400);
      expect((await validate({ code: 'X', planKey: 'gold' })).statusCode).toBe(400);
      const empty = await validate({ code: '  ', planKey: 'pro' });
      expect(empty.json()).toMatchObject({ message: 'Enter a discount code' });
    });

    it('limits guessing: 60 checks per address in 10 minutes', async () => {
      const answers = [];
      for (let i = 0; i < 61; i++)
        answers.push((await validate({ code: `GUESS${i}`, planKey: 'pro' }, {}, '10.9.9.9')).statusCode);
      expect(answers.slice(0, 60).every((s) => s === 200)).toBe(true);
      expect(answers[60]).toBe(429);
      expect((await validate({ code: 'GUESS', planKey: 'pro' }, {}, '10.9.9.10')).statusCode).toBe(200);
    });
  });
});
