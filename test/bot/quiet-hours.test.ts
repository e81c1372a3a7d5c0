import { describe, expect, it } from 'vitest';
import { isQuiet, parseQuietHours, quietHoursText } from '../../src/bot/quiet-hours';

const at = (hour: number) => new Date(Date.UTC(2030, 0, 1, hour, 30));

describe('quiet hours', () => {
  it('reads "22-7" and "9 - 17", and says what is wrong with anything else', () => {
    expect(parseQuietHours('22-7')).toEqual({ ok: true, value: '22-7' });
    expect(parseQuietHours(' 09 - 17 ')).toEqual({ ok: true, value: '9-17' });
    for (const bad of ['', '22', '24-7', '22:00-07:00', 'night']) expect(parseQuietHours(bad)).toMatchObject({ ok: false, error: { code: 'bad-quiet-hours' } });
    expect(parseQuietHours('5-5')).toMatchObject({ ok: false, error: { message: expect.stringContaining('no hours at all') } });
  });

  it('covers the hours from the first to the second, over midnight too, the end hour excluded', () => {
    expect([21, 22, 23, 0, 6, 7].map((h) => isQuiet('22-7', at(h)))).toEqual([false, true, true, true, true, false]);
    expect([8, 9, 16, 17].map((h) => isQuiet('9-17', at(h)))).toEqual([false, true, true, false]);
    expect(isQuiet(null, at(3))).toBe(false);
    expect(quietHoursText('22-7')).toBe('22:00–07:00 UTC');
  });
});
