import { formatInr } from '@staybook/contract/money';

/** A count as read in India: 123456 → '1,23,456'. */
export const formatCount = (value: number): string => value.toLocaleString('en-IN');

/** Occupancy in percent (one decimal from the API), '—' when nothing was available. */
export const formatPercent = (value: number | null): string =>
  value === null ? '—' : `${value.toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;

/** Whole rupees, '—' for a figure with nothing to divide by (ADR with no night sold, RevPAR with none available). */
export const formatInrOrDash = (value: number | null): string => (value === null ? '—' : formatInr(value));
