/** Discord's epoch (2015-01-01T00:00:00Z); snowflakes encode milliseconds since it. */
const DISCORD_EPOCH = 1_420_070_400_000n;

/**
 * Generates Discord-shaped snowflakes that strictly increase, even when many are
 * made in the same millisecond, so ordering by id matches creation order as it does
 * on Discord (discord.js sorts caches and derives `createdAt` from ids).
 */
export class SnowflakeGenerator {
  private last = 0n;

  next(): string {
    const fromClock = (BigInt(Date.now()) - DISCORD_EPOCH) << 22n;
    this.last = fromClock > this.last ? fromClock : this.last + 1n;
    return this.last.toString();
  }
}
