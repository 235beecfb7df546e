import { insertContact } from '../../modules/notifications/notifications.repository.js';
import type { Tx } from '../client.js';
import type { PropertyPlan } from './demo-catalogue.js';

/**
 * The demo's hotel contacts (issue 23): every property has a front desk on WhatsApp and a manager by e-mail, so the
 * console shows whom a booking told. Numbers in the demo guests' unused 70000002xx range and addresses at
 * example.com: no real phone or mailbox gets a message, and the outboxes keep what went.
 */
export async function insertDemoContacts(
  tx: Tx,
  options: { plans: PropertyPlan[]; propertyId: Map<string, string> },
): Promise<void> {
  for (const [i, plan] of options.plans.entries()) {
    const propertyId = options.propertyId.get(plan.slug);
    if (!propertyId) continue;
    await insertContact(tx, propertyId, {
      name: 'Front desk',
      mobile: `+917000000${String(200 + i).padStart(3, '0')}`,
      email: `frontdesk.${plan.slug}@example.com`,
      whatsapp: true,
    });
    await insertContact(tx, propertyId, {
      name: 'Property manager',
      mobile: null,
      email: `manager.${plan.slug}@example.com`,
      whatsapp: false,
    });
  }
}
