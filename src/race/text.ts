import type { Direction } from './direction';
/** Player-facing wording shared by messages, events and views. */

/** "1 space", "3 spaces". */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** "G1", "G1 and G2", "G1, G2 and G3". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "3", "3 and 5", "3, 3 and 5": rolls as a player reads them. */
export function rollsText(rolls: readonly number[]): string {
  return listText(rolls.map(String));
}

export function directionName(direction: Direction): string {
  return direction === 'forward' ? 'Forward' : 'Backward';
}
