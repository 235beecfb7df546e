import { paiseToRupees, rupeesToPaise, weekdayOf } from '@staybook/contract';

/**
 * The demo's seasons: each city follows the calendar of its kind of destination. A room's base rate is its shoulder
 * weekday price; a night's rate is base × season × weekend, rounded to ₹50. Ranges are IST calendar days ('MM-DD',
 * inclusive; one that ends before it starts runs across the new year) and the first that holds wins.
 */
export type SeasonProfile = 'goa' | 'coastal' | 'metro' | 'ghats' | 'hills' | 'rajasthan' | 'plantation';

interface Season {
  name: 'peak' | 'high' | 'low' | 'monsoon';
  from: string;
  to: string;
  multiplier: number;
}

const CHRISTMAS_NEW_YEAR = { from: '12-20', to: '01-05' } as const;

export const seasonCalendars: Record<SeasonProfile, { seasons: Season[]; weekend: number }> = {
  // Goa: Christmas and New Year fill every bed; November to February is the dry high season; the monsoon is quiet.
  goa: {
    seasons: [
      { name: 'peak', ...CHRISTMAS_NEW_YEAR, multiplier: 1.8 },
      { name: 'high', from: '11-01', to: '02-29', multiplier: 1.25 },
      { name: 'monsoon', from: '06-01', to: '09-30', multiplier: 0.65 },
    ],
    weekend: 1.15,
  },
  // Pondicherry: winter is the season, April to September is hot and empty; Chennai drives down at weekends.
  coastal: {
    seasons: [
      { name: 'peak', ...CHRISTMAS_NEW_YEAR, multiplier: 1.6 },
      { name: 'high', from: '01-06', to: '03-31', multiplier: 1.15 },
      { name: 'low', from: '04-01', to: '09-30', multiplier: 0.75 },
    ],
    weekend: 1.2,
  },
  // Mumbai sells all year; the monsoon and the year's end move prices a little.
  metro: {
    seasons: [
      { name: 'peak', ...CHRISTMAS_NEW_YEAR, multiplier: 1.3 },
      { name: 'monsoon', from: '06-15', to: '09-15', multiplier: 0.85 },
    ],
    weekend: 1.05,
  },
  // Lonavala: the monsoon is its season (waterfalls, Mumbai and Pune weekenders); summer is slow.
  ghats: {
    seasons: [
      { name: 'peak', ...CHRISTMAS_NEW_YEAR, multiplier: 1.5 },
      { name: 'high', from: '06-15', to: '09-30', multiplier: 1.25 },
      { name: 'low', from: '04-01', to: '06-14', multiplier: 0.85 },
    ],
    weekend: 1.35,
  },
  // Manali: summer (May–June) and the snow at New Year are peaks; the monsoon's landslides and deep winter are low.
  hills: {
    seasons: [
      { name: 'peak', ...CHRISTMAS_NEW_YEAR, multiplier: 1.6 },
      { name: 'peak', from: '05-01', to: '06-30', multiplier: 1.6 },
      { name: 'monsoon', from: '07-01', to: '08-31', multiplier: 0.7 },
      { name: 'low', from: '01-06', to: '02-29', multiplier: 0.8 },
      { name: 'low', from: '11-01', to: '12-19', multiplier: 0.85 },
    ],
    weekend: 1.15,
  },
  // Jaipur and Udaipur: October to March is the season; summer and the monsoon are low.
  rajasthan: {
    seasons: [
      { name: 'peak', ...CHRISTMAS_NEW_YEAR, multiplier: 1.7 },
      { name: 'high', from: '10-01', to: '03-15', multiplier: 1.2 },
      { name: 'low', from: '04-15', to: '09-15', multiplier: 0.7 },
    ],
    weekend: 1.1,
  },
  // Coorg: the cool dry months are the season, the heavy monsoon is low; Bengaluru weekenders.
  plantation: {
    seasons: [
      { name: 'peak', ...CHRISTMAS_NEW_YEAR, multiplier: 1.6 },
      { name: 'high', from: '10-01', to: '02-29', multiplier: 1.15 },
      { name: 'monsoon', from: '06-01', to: '09-30', multiplier: 0.75 },
    ],
    weekend: 1.25,
  },
};

function holds(season: Season, monthDay: string): boolean {
  return season.from <= season.to
    ? monthDay >= season.from && monthDay <= season.to
    : monthDay >= season.from || monthDay <= season.to;
}

/** The season multiplier of an IST calendar date ('YYYY-MM-DD') for a kind of destination; 1 in the shoulder months. */
export function seasonMultiplier(date: string, profile: SeasonProfile = 'goa'): number {
  const monthDay = date.slice(5, 10);
  return seasonCalendars[profile].seasons.find((s) => holds(s, monthDay))?.multiplier ?? 1;
}

/** Friday and Saturday nights cost a little more. */
export function weekendMultiplier(date: string, profile: SeasonProfile = 'goa'): number {
  const weekday = weekdayOf(date);
  return weekday === 5 || weekday === 6 ? seasonCalendars[profile].weekend : 1;
}

/** The nightly rate for a room type on a date, in paise: whole rupees, rounded to ₹50. */
export function nightlyRatePaise(baseRatePaise: number, date: string, profile: SeasonProfile = 'goa'): number {
  const rupees = paiseToRupees(baseRatePaise) * seasonMultiplier(date, profile) * weekendMultiplier(date, profile);
  return rupeesToPaise(Math.max(50, Math.round(rupees / 50) * 50));
}
