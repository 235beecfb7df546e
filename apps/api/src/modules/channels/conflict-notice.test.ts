import type { RoomBlock } from '@staybook/contract/room-blocks';
import { describe, expect, it } from 'vitest';
import { conflictNotices, NOTICE_DATES } from './conflict-notice';

const block = (id: string, from: string, conflictDates: string[], over: Partial<RoomBlock> = {}): RoomBlock => ({
  id,
  propertyId: 'p1',
  propertyName: 'Casa Avisos',
  roomTypeId: 'rt1',
  roomTypeName: 'Garden Room',
  kind: 'channel',
  from,
  to: from,
  nights: 1,
  roomCount: 1,
  reason: 'Airbnb: Reserved',
  channel: 'Airbnb',
  conflictDates,
  createdBy: null,
  createdAt: 0,
  releasedAt: null,
  ...over,
});
const read = { importId: 'imp1', at: new Date('2026-12-01T10:00:00Z') };
const url = 'https://staybook.in';

describe('conflictNotices', () => {
  it('tells one conflict as it is, under the read’s key', () => {
    expect(conflictNotices([block('b1', '2026-12-06', ['2026-12-06'])], read, url)).toEqual([
      {
        kind: 'calendar_conflict',
        propertyId: 'p1',
        roomTypeId: 'rt1',
        channel: 'Airbnb',
        blockId: 'imp1@2026-12-01T10:00:00.000Z',
        dates: ['2026-12-06'],
      },
    ]);
  });

  it('folds 1,143 conflicts into one message: the count, the first nights and where the console lists them all', () => {
    const many = Array.from({ length: 1_143 }, (_, i) => {
      const day = new Date(Date.UTC(2026, 11, 1) + (1_142 - i) * 86_400_000).toISOString().slice(0, 10);
      return block(`b${i}`, day, [day]);
    });
    const [notice, ...rest] = conflictNotices(many, read, url);
    expect(rest).toEqual([]);
    expect(notice?.channel).toBe(
      'Airbnb (1,143 conflicts over 1,143 nights in one read, all listed at https://staybook.in/admin/channels?property=p1&roomType=rt1; the first here)',
    );
    expect(notice?.dates).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(notice?.dates).toHaveLength(NOTICE_DATES);
  });

  it('says so when one conflict has more nights than a message names, and tells each property apart', () => {
    const long = block('b1', '2026-12-01', [
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
    ]);
    const elsewhere = block('b2', '2026-12-03', ['2026-12-03'], { propertyId: 'p2', roomTypeId: 'rt2', channel: null });
    const notices = conflictNotices([long, elsewhere, block('b3', '2026-12-09', [])], read, url);
    expect(notices.map((n) => [n.propertyId, n.channel.split(' (')[0], n.dates.length])).toEqual([
      ['p1', 'Airbnb', NOTICE_DATES],
      ['p2', 'Another channel', 1],
    ]);
    expect(notices[0]?.channel).toContain('1 conflict over 7 nights in one read');
    expect(conflictNotices([], read, url)).toEqual([]);
  });
});
