import type { Result } from '../engine/result';
import { err, ok } from '../engine/result';
import { quietHoursWords } from './text/quiet-hours';

/**
 * A game's quiet hours, "22-7": from 22:00 to 07:00 UTC no post pings anyone and no reminder is
 * sent (a reminder due then goes out when they end). UTC because the table's players live in
 * different time zones and the bot cannot know which one the group means.
 */
const SPEC = /^\s*(\d{1,2})\s*-\s*(\d{1,2})\s*$/;

/** The spec as stored ("22-7"), or why it is not one. */
export function parseQuietHours(input: string): Result<string> {
  const match = SPEC.exec(input);
  const from = Number(match?.[1]);
  const to = Number(match?.[2]);
  if (!match || from > 23 || to > 23) {
    return err('bad-quiet-hours', quietHoursWords.notHours(input));
  }
  if (from === to) return err('bad-quiet-hours', quietHoursWords.noHours(from));
  return ok(`${from}-${to}`);
}

/** Whether `at` falls in the quiet hours `spec` (as stored), the end hour excluded. */
export function isQuiet(spec: string | null, at: Date): boolean {
  const match = spec ? SPEC.exec(spec) : null;
  if (!match) return false;
  const from = Number(match[1]);
  const to = Number(match[2]);
  const hour = at.getUTCHours();
  return from < to ? hour >= from && hour < to : hour >= from || hour < to;
}

/** "22:00–07:00 UTC", for the player-facing texts. */
export function quietHoursText(spec: string): string {
  const [from = '', to = ''] = spec.split('-');
  return `${from.padStart(2, '0')}:00–${to.padStart(2, '0')}:00 UTC`;
}
