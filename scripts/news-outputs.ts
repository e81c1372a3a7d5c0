import { createHash } from 'node:crypto';
import { dune, type DuneGameState, type FactionId, type GameOptions } from '../src/dune';
import { tell } from '../src/bot/news/tell';
import type { GameRecord } from '../src/store/records';
import { recordGames } from '../bench/engine';

/**
 * One hash of everything the bot's news renderer returns (outbox rows and memory) over seeded
 * random games, with a fixed game id and clock, the memory passed through JSON as the store passes
 * it (`npx tsx scripts/news-outputs.ts [games]`): a change to the renderer that must not change
 * what the bot says leaves it the same. scripts/snapshot-outputs.sh prints it.
 */
const SEATS: FactionId[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'spacing-guild'];
const seats = SEATS.map((seat) => ({ seat, userId: `u-${seat}` }));
const started = Date.parse('2026-03-01T12:00:00Z');
const renderer = tell().outbox;
if (!renderer) throw new Error('The news renderer has no outbox.');

const digest = createHash('sha256');
for (const g of recordGames(Number(process.argv[2] ?? 4), 1000)) {
  const game: GameRecord<Partial<GameOptions>> = {
    id: `00000000-0000-4000-8000-${String(g.seed).padStart(12, '0')}`,
    gameType: 'dune',
    guildId: 'guild',
    channelId: `channel-${g.seed}`,
    status: 'active',
    options: {},
    seed: String(g.seed),
    createdBy: 'host',
    createdAt: new Date(started),
    updatedAt: new Date(started),
    headSeq: 0,
    reminderIntervalMinutes: 720,
    lastActivityAt: new Date(started),
    lastReminderAt: null,
    moderatorRoleId: null,
    quietHours: null,
    clock: {
      waitingSeats: [],
      waitStartedAt: new Date(started),
      reminders: 0,
      extraMinutes: 0,
      decisionMinutes: 1440,
      longDecisionMinutes: 2880,
      safeDefaults: true,
      hold: null,
      holdsUsed: 0,
    },
  };
  const created = dune.create({ seats: SEATS, options: {}, seed: g.seed });
  if (!created.ok) throw new Error(created.error.message);
  let memory: unknown = null;
  const render = (seq: number, before: DuneGameState | null, after: DuneGameState, events: typeof created.value.events) => {
    const at = new Date(started + seq * 37_000);
    const rendered = renderer({ game: { ...game, headSeq: seq, updatedAt: at }, seats, before, after, events, seq, memory });
    const text = JSON.stringify(rendered);
    digest.update(text);
    memory = 'memory' in rendered ? JSON.parse(JSON.stringify(rendered.memory)) : memory;
  };
  let state = created.value.state;
  render(0, null, state, created.value.events);
  for (const [i, m] of g.moves.entries()) {
    const next = dune.apply(state, { kind: 'seat', seat: m.faction }, m.action);
    if (!next.ok) throw new Error(`seed ${g.seed}, move ${i}: ${next.error.message}`);
    render(i + 1, state, next.value.state, next.value.events);
    state = next.value.state;
  }
}
console.log(digest.digest('hex').slice(0, 16));
