import { CATALOGUE_OPEN_NIGHTS } from '@staybook/contract/admin-catalogue';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import type { Job } from '../module-context.js';
import { jobLog, type ServiceDeps } from '../module-context.js';
import { extendOpenNights } from './nights.repository.js';

/**
 * Keeps every active room type on sale for the same horizon: CATALOGUE_OPEN_NIGHTS nights from today (IST), the
 * horizon a new room type opens with. Each run opens only the nights past a room type's last open night, at its base
 * rate with every room free; it never changes a night that exists (a closed or re-priced night stays as the console
 * left it). Safe on any number of processes at once: a night is inserted once (ON CONFLICT DO NOTHING).
 */
export async function extendSaleHorizon(deps: Pick<ServiceDeps, 'db' | 'log'>, now: Date): Promise<number> {
  const today = todayIst(now);
  const opened = await extendOpenNights(deps.db, today, addDays(today, CATALOGUE_OPEN_NIGHTS - 1));
  if (opened > 0) deps.log.info({ opened }, 'sale horizon extended');
  return opened;
}

export const inventoryHorizonJob: Job = {
  name: 'inventory-horizon',
  // Hourly: the day turns at IST midnight whatever the server's zone, and a run that finds nothing to open is one
  // indexed read per room type.
  everyMs: 60 * 60_000,
  run: (ctx, now) => extendSaleHorizon({ db: ctx.db, log: jobLog(ctx.config, 'inventory-horizon') }, now),
};
