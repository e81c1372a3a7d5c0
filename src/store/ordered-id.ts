import { randomBytes } from 'node:crypto';

/**
 * A UUID whose first 48 bits are the time in milliseconds (the layout of UUID version 7), so that
 * rows inserted one after another get ids that sort after one another: each insert then lands at
 * the right edge of the primary key's index instead of on a random page, which keeps the pages a
 * transaction dirties (and SQLite's WAL, and PostgreSQL's) small.
 */
export function orderedId(now: number = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
