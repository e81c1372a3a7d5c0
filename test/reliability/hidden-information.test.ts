import { sealState } from '../../src/dune/inspect';
import { expect, it } from 'vitest';
import type { DuneGame, DuneSeat } from '../../src/bot/context';
import { presentEvent } from '../../src/bot/text/events';
import { planText } from '../../src/bot/text/plan';
import { TOLD_BY_LEDGER } from '../../src/bot/presenters/dm';
import { privateLines } from '../../src/bot/presenters/dm';
import { statusEmbed } from '../../src/bot/news/status';
import { waitingLine } from '../../src/bot/waiting';
import { publicView, seatView } from '../../src/dune';
import { runDemo } from '../../src/demo/demo';
import type { LocalWorld } from '../../src/demo/local-world';
import { factionName, LEADERS, type LeaderId } from '../../src/dune/data/factions';
import { ofType, type DuneEvent } from '../../src/dune/events';
import { duneGame } from '../../src/dune/game';
import type { DuneState, FactionId } from '../../src/dune/state';
import type { EmulatedChannel, PostedMessage } from '../discord-emulator';

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
}

it(`a whole 6-faction demo game: no player's secret reaches the channel or another player (seed ${SEED})`, async () => {
  let collected: Game | undefined;
  const result = await runDemo({
    factions: 6,
    turns: TURNS,
    seed: SEED,
    out: () => undefined,
    inspect: async (world, gameId) => {
      collected = await collect(world, gameId);
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
  expect(findLeaks(misdirected).problems.join('\n')).toContain('a DM to the Harkonnen titled "Dune · Atreides · Setup · for your eyes only"');
  const prediction = g.changes.flatMap((c) => c.events).find((e) => e.type === 'prediction-recorded') as DuneEvent;
  const posted = {
    ...g,
    channel: [...g.channel, { ...(g.channel[5] as PostedMessage), id: String(BigInt(g.channel[5]?.id ?? 0) + BigInt(1)), content: presentEvent(prediction) }],
  };
  expect(findLeaks(posted).problems.join('\n')).toContain(`"${presentEvent(prediction)}" (for bene-gesserit) is in the channel`);
  const spiceTold = { ...g, channel: [...g.channel, { ...(g.channel[5] as PostedMessage), content: 'The Atreides have 12 spice.' }] };
  expect(findLeaks(spiceTold).problems.join('\n')).toContain('a spice holding in the channel');
}, 150_000);

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
  // The ending reveals every secret on purpose, once the game is over: it is checked apart (below),
  // and everything before it must keep the secrets.
  const ending = g.channel.find((m) => m.embeds[0]?.title === 'The game is over');
  const channelNews = g.channel.filter((m) => m !== ending);
  const endedAt = ending ? BigInt(ending.id) : BigInt(2) ** BigInt(64);
  if (ending && g.changes.at(-1)?.after.phase !== 'ended') problems.push('the secrets were revealed before the game ended');

  // What each faction may read in its DMs: what the bot derives from its private events and view.
  const footer = `Game in <#${g.game.channelId}> · \`/hand\` shows all your secrets`;
  const allowed = new Map(factions.map((f) => [f, new Set([footer, '__Your secrets now__'])] as const));
  for (const change of g.changes)
    for (const f of factions) {
      for (const line of privateLines({ events: change.events, before: change.before && sealState(change.before), after: sealState(change.after) }, f))
        for (const l of line.split('\n')) allowed.get(f)?.add(l);
      // The seat's own view says what the game waits for it to decide (secretly).
      allowed.get(f)?.add(`⏳ The game waits for your decision. ${seatView(sealState(change.after), f).expecting}`);
    }

  // 1. Every DM is for its reader's faction and says only what is theirs. Its title names the
  // reader's faction and the turn (one DM per turn, grown by edits).
  for (const f of factions) {
    const title = new RegExp(`^Dune · ${factionName(f)} · (Setup|Turn \\d+|The end) · for your eyes only$`);
    const titles = { has: (t: string) => title.test(t) };
    for (const m of dmsOf(f)) {
      for (const e of m.embeds) if (!titles.has(e.title ?? '')) problems.push(`a DM to the ${factionName(f)} titled "${e.title}"`);
      for (const l of lines(m)) if (!titles.has(l) && !allowed.get(f)?.has(l)) problems.push(`a DM to the ${factionName(f)} says "${l}", which is not theirs`);
    }
  }

  // 2. Every channel line is public: a public event, a heading, whose move it is, the live
  // status (from the public view), a ping of the newly awaited, or the lobby.
  const publicLines = new Set<string>();
  const expectations = new Set<string>();
  for (const { after, events } of g.changes) {
    for (const e of events) if (!e.to) for (const l of presentEvent(e).split('\n')) publicLines.add(l);
    for (const l of (waitingLine(sealState(after), g.seats) ?? '').split('\n')) publicLines.add(l);
    const view = publicView(sealState(after));
    expectations.add(view.expecting);
    for (const l of (statusEmbed(view, g.seats, {}, false).description ?? '').split('\n')) publicLines.add(l);
  }
  const heading = /^(Setup|Turn \d+ · [\p{L} ,]+( · (card \d+ of \d+|[\p{L} '-]+))?)( \(continued\))?$/u;
  const ping = /^🔔 (<@\d+> \([\p{L} ]+\)(, | and )?)+: (.*)$/u;
  for (const l of channelNews.flatMap(lines)) {
    // The status says since when the game waits, in each reader's time zone.
    const shown = l.replace(/ since <t:\d+:R>/g, '');
    // (The board picture is drawn from the public view: src/bot/board-picture.ts.)
    if (
      publicLines.has(shown) ||
      heading.test(l) ||
      expectations.has(ping.exec(l)?.[3] ?? '') ||
      l === 'Dune · the game now' ||
      /^(🏜️|🪑) <@\d+> /u.test(l) ||
      /^board-turn-\d+-[a-z-]+\.png$/.test(l)
    )
      continue;
    problems.push(`the channel says "${l}", which no public event says`);
  }
  for (const l of g.channel.flatMap(lines)) if (/\b(have|has|holds?|owns?) \d+ spice/i.test(l)) problems.push(`a spice holding in the channel: "${l}"`);

  // 3. A private event's sentence reaches its readers, and nobody else.
  const channelText = textOf(channelNews);
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
  const everywhereBut = (f: FactionId) => [...channelNews, ...factions.filter((x) => x !== f).flatMap(dmsOf)];
  const firstPublic = (sentence: string): bigint =>
    g.channel.map(order).find((_, i) => lines(g.channel[i] as PostedMessage).some((l) => l.includes(sentence))) ?? BigInt(2) ** BigInt(64);
  const leak = (what: string, f: FactionId, from: bigint, until: bigint, found: (line: string) => boolean) => {
    for (const m of everywhereBut(f))
      if (order(m) > from && order(m) < until)
        for (const l of lines(m)) if (found(l)) problems.push(`${what} of the ${factionName(f)} is told before it is public: "${l}"`);
  };
  const last = g.changes.at(-1)?.after as DuneState;
  const first = g.changes[0]?.after as DuneState;
  // Traitor cards: dealt (offers) and kept; public once a battle reveals one.
  for (const f of factions) {
    const offers = first.step.phase === 'setup' ? (first.step.traitorOffers[f] ?? []) : [];
    for (const id of new Set<LeaderId>([...offers, ...(last.traitors[f] ?? [])])) {
      const name = LEADERS.get(id)?.name as string;
      const revealed = g.changes.flatMap((c) => c.events).find((e) => !e.to && e.type === 'traitor-revealed' && String(e.leader) === name);
      leak(`traitor card ${name}`, f, BigInt(0), revealed ? firstPublic(presentEvent(revealed)) : endedAt, (l) => /traitor/i.test(l) && l.includes(name));
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
      revealed ? firstPublic(presentEvent(revealed)) : endedAt,
      (l) => /predict/i.test(l) && l.includes(factionName(faction)) && new RegExp(`turn ${turn}\\b`).test(l),
    );
  }
  // Battle plans: from the DM that records one until the channel post that reveals the battle.
  let plans = 0;
  g.changes.forEach(({ events }, k) => {
    for (const e of ofType(events, 'battle-plan-recorded').filter((x) => x.to.length === 1)) {
      const f = e.to[0];
      const recordedAt = dmsOf(f).find((m) => lines(m).some((l) => l.includes(presentEvent(e))));
      const reveal = g.changes
        .slice(k)
        .flatMap((c) => c.events)
        .find((x) => !x.to && x.type === 'battle-plans-revealed');
      if (!recordedAt) continue; // reported by check 3
      plans++;
      const text = planText(e.plan);
      const until = reveal
        ? (g.channel
            .map(order)
            .find((id, i) => id > order(recordedAt) && lines(g.channel[i] as PostedMessage).some((l) => l.includes(presentEvent(reveal).slice(0, 40)))) ??
          BigInt(2) ** BigInt(64))
        : BigInt(2) ** BigInt(64);
      leak('a recorded battle plan', f, order(recordedAt), until, (l) => l.includes(text));
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
    // The audit entry of the game's end (its status) changes no state.
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
  };
}
