import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjustCreditsSchema,
  adminAlertListSchema,
  adminStatsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  changeRoleSchema,
  changeTierSchema,
  idParamsSchema,
  logsFilterSchema,
  logsQuerySchema,
  logsResponseSchema,
  okSchema,
  revenueQuerySchema,
  revenueReportSchema,
} from '@shared/schemas/admin';
import {
  adminDiscountCodeListSchema,
  adminDiscountCodeSchema,
  createDiscountCodeSchema,
  updateDiscountCodeSchema,
} from '@shared/schemas/discount-codes';
import { pricingSettingsSchema, updatePricingSettingsSchema } from '@shared/schemas/pricing-settings';
import { requireAdmin } from '../../plugins/authenticate';
import type { RouteServices } from '../../plugins/app-decorations';

// /api/admin/* (money-and-admin §7). Every route is for administrators only:
// the hook answers 401 signed out and 403 for anyone else before a handler runs.

export const adminRoutes: FastifyPluginAsyncZod<
  RouteServices<'adminAlerts' | 'adminBilling' | 'adminLogs' | 'adminReports' | 'adminUsers' | 'clock'>
> = async (app, { services }) => {
  app.addHook('preHandler', async (request) => {
    requireAdmin(request);
  });
  const admin = (request: Parameters<typeof requireAdmin>[0]) => requireAdmin(request);
  const ok = { 200: okSchema };

  app.get('/admin/stats', { schema: { response: { 200: adminStatsSchema } } }, async () =>
    services.adminReports.stats(),
  );

  app.get(
    '/admin/users',
    { schema: { querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema } } },
    async (request) => services.adminUsers.list(request.query),
  );

  app.post(
    '/admin/users/:id/credits',
    { schema: { params: idParamsSchema, body: adjustCreditsSchema, response: { 200: adminUserSchema } } },
    async (request) => {
      const key = request.headers['idempotency-key'];
      return services.adminUsers.adjustCredits(
        admin(request),
        request.params.id,
        request.body,
        typeof key === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(key) ? key : undefined,
      );
    },
  );

  app.post(
    '/admin/users/:id/tier',
    { schema: { params: idParamsSchema, body: changeTierSchema, response: { 200: adminUserSchema } } },
    async (request) => services.adminUsers.changeTier(admin(request), request.params.id, request.body.tier),
  );

  app.post(
    '/admin/users/:id/role',
    { schema: { params: idParamsSchema, body: changeRoleSchema, response: { 200: adminUserSchema } } },
    async (request) => services.adminUsers.changeRole(admin(request), request.params.id, request.body.role),
  );

  app.post(
    '/admin/users/:id/suspend',
    { schema: { params: idParamsSchema, response: { 200: adminUserSchema } } },
    async (request) => services.adminUsers.suspend(admin(request), request.params.id),
  );

  app.post(
    '/admin/users/:id/unsuspend',
    { schema: { params: idParamsSchema, response: { 200: adminUserSchema } } },
    async (request) => services.adminUsers.unsuspend(admin(request), request.params.id),
  );

  app.delete('/admin/users/:id', { schema: { params: idParamsSchema, response: ok } }, async (request) => {
    await services.adminUsers.remove(admin(request), request.params.id);
    return { ok: true as const };
  });

  app.get('/admin/pricing-settings', { schema: { response: { 200: pricingSettingsSchema } } }, async () =>
    services.adminBilling.pricingSettings(),
  );

  app.post(
    '/admin/pricing-settings',
    { schema: { body: updatePricingSettingsSchema, response: { 200: pricingSettingsSchema } } },
    async (request) => services.adminBilling.updatePricingSettings(admin(request), request.body),
  );

  app.get('/admin/discount-codes', { schema: { response: { 200: adminDiscountCodeListSchema } } }, async () =>
    services.adminBilling.listDiscountCodes(),
  );

  app.post(
    '/admin/discount-codes',
    { schema: { body: createDiscountCodeSchema, response: { 201: adminDiscountCodeSchema } } },
    async (request, reply) => {
      const created = await services.adminBilling.createDiscountCode(admin(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/admin/discount-codes/:id',
    { schema: { params: idParamsSchema, body: updateDiscountCodeSchema, response: { 200: adminDiscountCodeSchema } } },
    async (request) => services.adminBilling.updateDiscountCode(admin(request), request.params.id, request.body),
  );

  app.delete('/admin/discount-codes/:id', { schema: { params: idParamsSchema, response: ok } }, async (request) => {
    await services.adminBilling.deleteDiscountCode(admin(request), request.params.id);
    return { ok: true as const };
  });

  app.get(
    '/admin/revenue',
    { schema: { querystring: revenueQuerySchema, response: { 200: revenueReportSchema } } },
    async (request) => services.adminReports.revenue(request.query.period),
  );

  app.get(
    '/admin/logs',
    { schema: { querystring: logsQuerySchema, response: { 200: logsResponseSchema } } },
    async (request) => services.adminLogs.list(request.query),
  );

  app.get('/admin/logs/export', { schema: { querystring: logsFilterSchema } }, async (request, reply) => {
    const stamp = services.clock.now().toISOString().slice(0, 10);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="system-logs-${stamp}.csv"`);
    return reply.send(Readable.from(services.adminLogs.exportCsv(request.query)));
  });

  app.get('/admin/alerts', { schema: { response: { 200: adminAlertListSchema } } }, async () =>
    services.adminAlerts.list(),
  );

  app.post('/admin/alerts/:id/mark-read', { schema: { params: idParamsSchema, response: ok } }, async (request) => {
    await services.adminAlerts.markRead(request.params.id);
    return { ok: true as const };
  });

  app.delete('/admin/alerts/:id', { schema: { params: idParamsSchema, response: ok } }, async (request) => {
    await services.adminAlerts.remove(request.params.id);
    return { ok: true as const };
  });
};
