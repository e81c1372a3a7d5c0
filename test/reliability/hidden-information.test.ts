import { expect, it } from 'vitest';
import type { DuneGame, DuneSeat } from '../../src/bot/context';
import { presentEvent } from '../../src/bot/text/events';
import { planText } from '../../src/bot/text/plan';
import { TOLD_BY_LEDGER } from '../../src/bot/news/dm-lines';
import type { MessageBody } from '../../src/bot/news/message';
import type { OutboxRecord } from '../../src/store/outbox';
import { runDemo } from '../../src/demo/demo';
import type { LocalWorld } from '../../src/demo/local-world';
import { factionName } from '../../src/dune/data/factions';
import { traitorName, type TraitorCardId } from '../../src/dune/data/traitors';
import { ofType, type DuneEvent } from '../../src/dune/events';
import { duneGame } from '../../src/dune/game';
import type { DuneState, FactionId } from '../../src/dune/state';
import type { EmulatedChannel, PostedMessage } from '../discord-emulator';
import { testDatabases } from '../support/databases';
import { expectDuneRecordComplete } from '../bot/public-record-check';

/**
 * Hidden information over a whole 6-faction game played by the demo (random players using slash
 * commands against the real bot). Every channel post and every DM is collected, and the game is
 * replayed from the store's log. The engine says what is secret: its private events (`to`) and
 * each faction's private view; its public events are public. Checked:
 * - every DM is addressed to its reader's faction, and says only what the bot derives from that
 *   faction's own private events and private view;
 * - every channel line is a public event, a phase heading, the whose-move line, a lobby notice or
 *   the name of a board picture;
 * - no private event's sentence reaches the channel or a player it was not for;
 * - while secret, a faction's traitors, its recorded battle plan and the Bene Gesserit prediction
 *   appear nowhere but in its own DMs; no faction's spice holding is ever stated in the channel.
 */
const SEED = Number(process.env.RELIABILITY_SEED ?? 1979);
const TURNS = 10;

interface Game {
  readonly game: DuneGame;
  readonly seats: readonly DuneSeat[];
  /** Every change the bot published: the start, then each log entry. */
  readonly changes: readonly { before: DuneState | null; after: DuneState; events: readonly DuneEvent[] }[];
  readonly channel: readonly PostedMessage[];
  readonly dms: ReadonlyMap<FactionId, readonly PostedMessage[]>;
  /** What the bot rendered, change by change, in the order it was written. */
  readonly outbox: readonly OutboxRecord[];
}

it(`a whole 6-faction demo game: no player's secret reaches the channel or another player, and every public event is in it (seed ${SEED})`, async () => {
  let collected: Game | undefined;
  const result = await runDemo({
    factions: 6,
    turns: TURNS,
    seed: SEED,
    databases: testDatabases,
    out: () => undefined,
    inspect: async (world, gameId) => {
      collected = await collect(world, gameId);
      // The same game's public record, checked here rather than by playing it again (public-record.test.ts).
      await expectDuneRecordComplete(world, gameId);
    },
  });
  const g = collected as Game;
  const { problems, secretEvents, plans } = findLeaks(g);
  expect(problems.slice(0, 20)).toEqual([]);
  // The game was real: it got far, and there were secrets to keep.
  expect(result.moves).toBeGreaterThan(200);
  expect(secretEvents).toBeGreaterThan(50);
  expect(plans).toBeGreaterThan(0);
  console.info(
    `hidden information: ${result.moves} moves, ${g.channel.length} channel posts, ${[...g.dms.values()].reduce((n, d) => n + d.length, 0)} DMs, ${secretEvents} private events, ${plans} recorded battle plans; ${result.winner ?? result.stoppedAt}`,
  );

  // The check itself catches leaks: a DM sent to the wrong player, a secret posted in the channel.
  const [atreides, harkonnen] = [g.dms.get('atreides') ?? [], g.dms.get('harkonnen') ?? []];
  const misdirected = { ...g, dms: new Map<FactionId, readonly PostedMessage[]>([...g.dms, ['harkonnen', [...harkonnen, atreides[0] as PostedMessage]]]) };
  expect(findLeaks(misdirected).problems.join('\n')).toContain('a DM to the Harkonnen titled "Dune · Atreides ·');
  const prediction = g.changes.flatMap((c) => c.events).find((e) => e.type === 'prediction-recorded') as DuneEvent;
  const posted = {
    ...g,
    channel: [...g.channel, { ...(g.channel[5] as PostedMessage), id: String(BigInt(g.channel[5]?.id ?? 0) + BigInt(1)), content: presentEvent(prediction) }],
  };
  expect(findLeaks(posted).problems.join('\n')).toContain(`"${presentEvent(prediction)}" (for bene-gesserit) is in the channel`);
  const spiceTold = { ...g, channel: [...g.channel, { ...(g.channel[5] as PostedMessage), content: 'The Atreides have 12 spice.' }] };
  expect(findLeaks(spiceTold).problems.join('\n')).toContain('a spice holding in the channel');
}, 150_000);

/** A line with its Discord timestamps blanked: the time a row was rendered is not the time it is read. */
const timeless = (line: string) => line.replace(/<t:\d+(:[a-zA-Z])?>/g, '<t:…>');

/** Everything that leaks a secret in a collected game; empty when nothing does. */
function findLeaks(g: Game): { problems: string[]; secretEvents: number; plans: number } {
  const problems: string[] = [];
  const factions = g.seats.map((s) => s.seat);
  const lines = (m: PostedMessage): string[] =>
    [
      ...m.content.split('\n'),
      ...m.embeds.flatMap((e) => [
        e.title ?? '',
        ...(e.description ?? '').split('\n'),
        ...(e.fields ?? []).flatMap((f) => [f.name, f.value]),
        e.footer?.text ?? '',
      ]),
      ...m.attachments.map((a) => a.filename),
    ].filter((l) => l !== '');
  const textOf = (messages: readonly PostedMessage[]) => messages.flatMap(lines).join('\n');
  const dmsOf = (f: FactionId) => g.dms.get(f) ?? [];

  // What each reader may be sent: the outbox rows rendered for them, in the transaction of each
  // change, from their own views only (the renderer's secrecy is the differential test's:
  // test/reliability/differential.test.ts). Here: that what Discord shows each reader is what was
  // rendered for that reader, and nothing else.
  const bodyLines = (body: MessageBody): string[] =>
    lines({ content: body.content ?? '', embeds: (body.embeds ?? []) as PostedMessage['embeds'], attachments: [] } as unknown as PostedMessage);
  const dmKeys = new Map<string, FactionId>();
  const allowed = new Map(factions.map((f) => [f, new Set<string>()] as const));
  const channelAllowed = new Set<string>();
  for (const row of g.outbox) {
    const body = row.payload as MessageBody;
    const seat = row.kind === 'dm' ? g.seats.find((x) => x.userId === row.target)?.seat : row.kind === 'dm-edit' ? dmKeys.get(row.target) : undefined;
    if (row.kind === 'dm' && seat) dmKeys.set(row.key, seat);
    const into = row.kind.startsWith('dm') ? (seat ? allowed.get(seat) : undefined) : channelAllowed;
    if (row.kind.startsWith('dm') && !seat) problems.push(`an outbox DM row ${row.key} for nobody seated`);
    for (const l of bodyLines(body)) into?.add(timeless(l));
  }

  // 1. Every DM is for its reader's faction and says only what was rendered for them.
  for (const f of factions) {
    // One DM per turn, titled with it (and edited as the turn goes on): src/bot/news/dms.ts.
    const title = new RegExp(`^Dune · ${factionName(f)} · (Setup|Turn \\d+|The end) · for your eyes only$`);
    for (const m of dmsOf(f)) {
      for (const e of m.embeds) if (!title.test(e.title ?? '')) problems.push(`a DM to the ${factionName(f)} titled "${e.title}"`);
      for (const l of lines(m))
        if (!allowed.get(f)?.has(timeless(l))) problems.push(`a DM to the ${factionName(f)} says "${l}", which was not rendered for them`);
    }
  }

  // 2. Every channel line was rendered for the channel (from the public view and events), or is
  // the lobby's or a picture's name.
  const publicLines = new Set<string>();
  for (const { events } of g.changes) for (const e of events) if (!e.to) for (const l of presentEvent(e).split('\n')) publicLines.add(l);
  for (const l of g.channel.flatMap(lines)) {
    if (channelAllowed.has(timeless(l)) || /^(🏜️|🪑) <@\d+> /u.test(l) || /^(board-[a-z0-9-]+\.png|dune-[\w-]+-log\.(txt|json))$/.test(l)) continue;
    problems.push(`the channel says "${l}", which was not rendered for the channel`);
  }
  for (const l of g.channel.flatMap(lines)) if (/\b(have|has|holds?|owns?) \d+ spice/i.test(l)) problems.push(`a spice holding in the channel: "${l}"`);

  // 3. A private event's sentence reaches its readers, and nobody else.
  const channelText = textOf(g.channel);
  const publicSentences = [...publicLines];
  let secretEvents = 0;
  for (const { events } of g.changes)
    for (const e of events.filter((x) => x.to)) {
      secretEvents++;
      const sentence = presentEvent(e);
      if (channelText.includes(sentence) && !publicSentences.some((p) => p.includes(sentence)))
        problems.push(`"${sentence}" (for ${e.to?.join(', ')}) is in the channel`);
      for (const f of factions) {
        const reads = textOf(dmsOf(f)).includes(sentence);
        // A change of the reader's own spice or hand reaches them as ledger lines instead (checked by check 1's allowed lines).
        if (e.to?.includes(f) && !reads && !TOLD_BY_LEDGER.has(e.type)) problems.push(`the ${factionName(f)} never got "${sentence}"`);
        if (!e.to?.includes(f) && reads && ![...(allowed.get(f) ?? [])].some((l) => l.includes(sentence)))
          problems.push(`the ${factionName(f)} read "${sentence}", meant for ${e.to?.join(', ')}`);
      }
    }

  // 4. Secrets while they are secret, in the order Discord shows messages (ids grow with time).
  const order = (m: PostedMessage) => BigInt(m.id);
  const everywhereBut = (f: FactionId) => [...g.channel, ...factions.filter((x) => x !== f).flatMap(dmsOf)];
  const firstPublic = (sentence: string): bigint =>
    g.channel.map(order).find((_, i) => lines(g.channel[i] as PostedMessage).some((l) => l.includes(sentence))) ?? BigInt(2) ** BigInt(64);
  // The ending post reveals every secret (src/bot/news/ending.ts): nothing is secret after it.
  const ending = g.channel.find((m) => m.embeds.some((e) => e.title === 'The game is over'));
  const leak = (what: string, f: FactionId, from: bigint, until: bigint, found: (line: string) => boolean) => {
    const end = ending && order(ending) < until ? order(ending) : until;
    for (const m of everywhereBut(f))
      if (order(m) > from && order(m) < end)
        for (const l of lines(m)) if (found(l)) problems.push(`${what} of the ${factionName(f)} is told before it is public: "${l}"`);
  };
  const last = g.changes.at(-1)?.after as DuneState;
  const first = g.changes[0]?.after as DuneState;
  // Traitor cards: dealt (offers) and kept; public once a battle reveals one.
  for (const f of factions) {
    const offers = first.step.phase === 'setup' ? (first.step.traitorOffers[f] ?? []) : [];
    for (const id of new Set<TraitorCardId>([...offers, ...(last.traitors[f] ?? [])])) {
      const name = traitorName(id);
      const revealed = g.changes.flatMap((c) => c.events).find((e) => !e.to && e.type === 'traitor-revealed' && String(e.leader) === name);
      leak(
        `traitor card ${name}`,
        f,
        BigInt(0),
        revealed ? firstPublic(presentEvent(revealed)) : BigInt(2) ** BigInt(64),
        (l) => /traitor/i.test(l) && l.includes(name),
      );
    }
  }
  // The Bene Gesserit prediction: public only when the game reveals it.
  if (last.prediction) {
    const { faction, turn } = last.prediction;
    const revealed = g.changes.flatMap((c) => c.events).find((e) => !e.to && e.type === 'prediction-revealed');
    leak(
      'the prediction',
      'bene-gesserit',
      BigInt(0),
      revealed ? firstPublic(presentEvent(revealed)) : BigInt(2) ** BigInt(64),
      (l) => /predict/i.test(l) && l.includes(factionName(faction)) && new RegExp(`turn ${turn}\\b`).test(l),
    );
  }
  // Battle plans: from the DM that records one until the channel post that reveals the battle. The
  // same sentence may be told in several battles (the same leader, dial and cards): each recording
  // and each reveal is matched to its own post by counting the earlier ones alike.
  let plans = 0;
  const allEvents = g.changes.map((c) => c.events);
  const nthPost = (posts: readonly PostedMessage[], sentence: string, n: number) => posts.filter((m) => lines(m).some((l) => l.includes(sentence)))[n];
  g.changes.forEach(({ events }, k) => {
    for (const e of ofType(events, 'battle-plan-recorded').filter((x) => x.to.length === 1)) {
      const f = e.to[0];
      const told = presentEvent(e);
      const toldBefore = allEvents
        .slice(0, k)
        .flatMap((es) => ofType(es, 'battle-plan-recorded'))
        .filter((x) => x.to.length === 1 && x.to[0] === f && presentEvent(x) === told).length;
      const recordedAt = nthPost(dmsOf(f), told, toldBefore);
      const revealAt = allEvents.findIndex((es, i) => i >= k && es.some((x) => !x.to && x.type === 'battle-plans-revealed'));
      const reveal = revealAt < 0 ? undefined : allEvents[revealAt]?.find((x) => !x.to && x.type === 'battle-plans-revealed');
      if (!recordedAt) continue; // reported by check 3
      plans++;
      const text = planText(e.plan);
      const shown = reveal && presentEvent(reveal);
      const shownBefore = shown
        ? allEvents
            .slice(0, revealAt)
            .flat()
            .filter((x) => !x.to && x.type === 'battle-plans-revealed' && presentEvent(x) === shown).length
        : 0;
      const revealPost = shown ? nthPost(g.channel, shown, shownBefore) : undefined;
      leak('a recorded battle plan', f, order(recordedAt), revealPost ? order(revealPost) : BigInt(2) ** BigInt(64), (l) => l.includes(text));
    }
  });

  return { problems, secretEvents, plans };
}

/** Everything posted, and the game's changes replayed from the store's log. */
async function collect(world: LocalWorld, gameId: string): Promise<Game> {
  const found = await world.bot.store.getGame(gameId);
  if (!found) throw new Error(`no game ${gameId}`);
  const { game, seats } = found;
  const created = duneGame.create({ seats: seats.map((s) => s.seat), options: game.options, seed: game.seed });
  if (!created.ok) throw new Error(created.error.message);
  const changes: { before: DuneState | null; after: DuneState; events: readonly DuneEvent[] }[] = [
    { before: null, after: created.value.state, events: created.value.events },
  ];
  for (const entry of await world.bot.store.log(gameId)) {
    // A status change (the game's end is recorded as one) changes no state.
    if (entry.kind === 'audit') continue;
    if (entry.kind !== 'action') throw new Error('the demo does not undo');
    const before = changes.at(-1)?.after as DuneState;
    const next = duneGame.apply(before, entry.actor, entry.action);
    if (!next.ok) throw new Error(next.error.message);
    changes.push({ before, after: next.value.state, events: entry.events });
  }
  return {
    game,
    seats,
    changes,
    channel: world.server.messages(world.channels[0] as EmulatedChannel),
    dms: new Map(seats.map((s) => [s.seat, world.server.dms(s.userId)] as const)),
    outbox: await world.bot.store.outbox(gameId),
  };
}
