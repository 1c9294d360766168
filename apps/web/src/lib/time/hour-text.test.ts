import { describe, expect, it } from 'vitest';
import { formatHourText, parseHourText } from './hour-text';

describe('an hour as typed (decisions §10)', () => {
  it('reads HH.MM and the forms people also type', () => {
    for (const [typed, hour] of [
      ['09.30', '09:30'],
      ['9.30', '09:30'],
      ['9:30', '09:30'],
      ['09:30', '09:30'],
      ['0930', '09:30'],
      ['930', '09:30'],
      ['1000', '10:00'],
      [' 23.59 ', '23:59'],
      ['00.00', '00:00'],
    ] as const) {
      expect(parseHourText(typed), typed).toBe(hour);
    }
  });

  it('refuses what is no hour of a day', () => {
    for (const typed of ['25.00', '24.00', '09.60', '9', '09.3', 'jam 9', '', '12345', '9.30 pagi', '-1.00']) {
      expect(parseHourText(typed), typed).toBeNull();
    }
  });

  it('writes the API hour the office way, and leaves other text alone', () => {
    expect(formatHourText('09:30')).toBe('09.30');
    expect(formatHourText('16:05:00')).toBe('16.05');
    expect(formatHourText('')).toBe('');
    expect(formatHourText('25.00')).toBe('25.00');
  });
});
