import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from './demo-catalogue';
import { comingPeakWeek, planPeakWeek } from './stay-restrictions';

describe('the demo peak week', () => {
  it('is this year’s 24–31 Dec until 24 Dec, then next year’s', () => {
    expect(comingPeakWeek('2026-11-24')).toEqual({ from: '2026-12-24', to: '2026-12-31' });
    expect(comingPeakWeek('2026-12-24')).toEqual({ from: '2026-12-24', to: '2026-12-31' });
    expect(comingPeakWeek('2026-12-25')).toEqual({ from: '2027-12-24', to: '2027-12-31' });
  });

  it('restricts Goa’s Elite and Imperial properties, a few of them closed to arrival, the same on every run', () => {
    const plans = generateDemoCatalogue();
    const plan = planPeakWeek(plans, '2026-11-24');
    const chosen = plans.filter((p) => plan.minStay.includes(p.slug));
    expect(chosen.length).toBeGreaterThanOrEqual(3);
    expect(chosen.every((p) => p.city === 'Goa' && ['Elite', 'Imperial'].includes(p.category))).toBe(true);
    expect(plan.closedToArrival.length).toBeGreaterThan(0);
    expect(plan.closedToArrival.length).toBeLessThan(plan.minStay.length);
    expect(planPeakWeek(plans, '2026-11-24')).toEqual(plan);
  });
});
