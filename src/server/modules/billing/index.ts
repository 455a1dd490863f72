// What other modules may use of billing (eslint.config.js: a module's one entry). services.ts wires the
// services themselves; other modules get them as dependencies and read the plan's credits from here.
export { monthlyAllocationFrom, storedPlanCreditsSql, type CatalogueService } from './catalogue.service';
export type { DiscountCodesService } from './discount-codes.service';
