import { describe, expect, it } from 'vitest';
import { splitZone, zonedInJakarta } from '../../src/parsing/offset-datetime.ts';

describe('a date-time that states its zone', () => {
  it.each([
    ['2026-07-01 10:00:00+07:00', '2026-07-01 10:00:00', 420],
    ['2026-07-01T03:00:00.000Z', '2026-07-01T03:00:00', 0],
    ['2026-07-01 10:00:00.123456+07', '2026-07-01 10:00:00', 420],
    ['2026-07-01 03:00:00-0500', '2026-07-01 03:00:00', -300],
    ['2026-07-01 10:00 GMT+7', '2026-07-01 10:00', 420],
    ['2026-07-01 03:00:00 UTC', '2026-07-01 03:00:00', 0],
    ['27/06/2026 14:05:10 WIB', '27/06/2026 14:05:10', 420],
    ['01/07/2026 11:00 WITA', '01/07/2026 11:00', 480],
  ])('%s: %s, %i minutes east of UTC', (raw, local, offsetMinutes) => {
    expect(splitZone(raw)).toEqual({ local, offsetMinutes });
  });

  it.each(['27/06/2026 14:05:10', '13/07/2026 09.15.02', '03-07-2026', '27/06', '03/07/2026 10:00-11:00'])(
    'leaves %s as written: no zone (a range of hours after HH:mm is none)',
    (raw) => expect(splitZone(raw)).toEqual({ local: raw, offsetMinutes: null }),
  );

  it('drops a fraction of a second only after the seconds', () => {
    expect(splitZone('2026-07-01 10:00:00.5')).toEqual({ local: '2026-07-01 10:00:00', offsetMinutes: null });
    expect(splitZone('03/07/2026 09:15.02')).toEqual({ local: '03/07/2026 09:15.02', offsetMinutes: null });
  });

  it('refuses an offset no zone has', () => {
    expect(splitZone('2026-07-01 10:00:00+25:00')).toBeNull();
    expect(splitZone('2026-07-01 10:00:00+07:60')).toBeNull();
  });
});

describe('the Jakarta wall clock of a moment', () => {
  it('moves by the stated offset, whatever the layout says', () => {
    expect(zonedInJakarta({ date: '2026-07-01', time: '17:30:00' }, 0, 'Asia/Jakarta')).toEqual({ date: '2026-07-02', time: '00:30:00' });
    expect(zonedInJakarta({ date: '2026-07-01', time: '10:00:00' }, 420, 'UTC')).toEqual({ date: '2026-07-01', time: '10:00:00' });
    expect(zonedInJakarta({ date: '2026-07-01', time: '00:30:00' }, 540, 'Asia/Jakarta')).toEqual({ date: '2026-06-30', time: '22:30:00' });
  });

  it("moves by the layout's zone when the text states none; a date alone stays", () => {
    expect(zonedInJakarta({ date: '2026-07-03', time: '20:00:00' }, null, 'UTC')).toEqual({ date: '2026-07-04', time: '03:00:00' });
    expect(zonedInJakarta({ date: '2026-07-03', time: '20:00:00' }, null, 'Asia/Jakarta')).toEqual({ date: '2026-07-03', time: '20:00:00' });
    expect(zonedInJakarta({ date: '2026-07-03', time: null }, null, 'UTC')).toEqual({ date: '2026-07-03', time: null });
  });
});
