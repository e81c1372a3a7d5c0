import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../src/bot/news/message';
import { EMPTY_NEWS_MEMORY, type NewsMemory, renderChange } from '../../src/bot/news/render';
import { applyAction } from '../../src/dune/apply';
import { createGame } from '../../src/dune/create';
import { LEADER_IDS, type LeaderId } from '../../src/dune/data/factions';
import { type CardId, cardKind } from '../../src/dune/data/cards';
import type { DuneEvent } from '../../src/dune/events';
import { sealState } from '../../src/dune/inspect';
import { eventsFor } from '../../src/dune';
import type { DuneState, FactionId } from '../../src/dune/state';
import type { Actor } from '../../src/engine/game';
import { playRandomGame } from '../../src/sim/random-player';
import type { DuneAction } from '../../src/dune/actions/spec';

/**
 * The differential test of docs/secrecy.md: two games that differ only in one faction's hidden
 * facts — its traitors, the spice behind its shield, the Bene Gesserit prediction — are played with
 * the same actions, and everything the bot says to the channel, and to every other player, must be
 * byte-identical. Unlike a list of forbidden strings, this catches a secret however it is worded:
 * in a sentence, a count, a ping, a button, the order or the timing of posts.
 *
 * The replay stops where the rules themselves make the two games differ in public: at the first
 * action the other game refuses (a traitor that is not held there cannot be called), or whose public
 * events differ (CHOAM Charity goes to a player with fewer than 2 spice, and says so). Whether the
 * rules' public events leak a secret is the non-interference test's question
 * (test/dune/hidden-information.test.ts); this one asks it of everything the bot makes of them.
 */
const SIX: FactionId[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'spacing-guild', 'harkonnen'];
// One game seats the Tleilaxu in the Guild's place, so that their Face Dancers are varied too.
const WITH_TLEILAXU: FactionId[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'tleilaxu', 'harkonnen'];
// And one seats both new factions, so that the cards the Ixians see and put back (IX-2) are varied.
const WITH_BOTH: FactionId[] = ['atreides', 'bene-gesserit', 'ixians', 'fremen', 'tleilaxu', 'harkonnen'];
const userOf = new Map([...SIX, 'tleilaxu' as const, 'ixians' as const].map((seat, i) => [seat, String(1000 + i)]));
const seatsOf = (s: DuneState) => s.factions.map((seat) => ({ seat, userId: userOf.get(seat) as string }));
const GAMES: readonly { seed: number; factions: FactionId[] }[] = [
  { seed: 5, factions: SIX },
  { seed: 23, factions: WITH_TLEILAXU },
  { seed: 1979, factions: SIX },
  // Seed 9: a game whose Ixians put a card at the bottom that the variant can swap, and long enough
  // (the seed moves whenever the random player's choices change: 13, 1 and 4 served before; with
  // IX-10 and IX-12 beside each other, 9 of seeds 1–24 qualifies, and 2, 11, 15, 17, 20, 24).
  { seed: 9, factions: WITH_BOTH },
];

interface Step {
  readonly actor: Actor<FactionId>;
  readonly action: DuneAction;
}

/** A seeded random game: its first state after setup, and every action from there on. */
function playedFromSetup(seed: number, factions: FactionId[]): { start: DuneState; steps: Step[] } {
  const created = createGame({ seats: factions, options: { turns: 10, seating: 'random' }, seed });
  if (!created.ok) throw new Error(created.error.message);
  let start: DuneState | undefined;
  const steps: Step[] = [];
  playRandomGame(created.value.state, seed, {
    maxMoves: 3000,
    onMove: (before, move) => {
      if (before.phase === 'setup') return;
      start ??= before;
      steps.push({ actor: { kind: 'seat', seat: move.faction }, action: move.action });
    },
  });
  if (!start) throw new Error(`seed ${seed}: the game never left its setup`);
  return { start, steps };
}

/**
 * Changes f's hidden facts and nothing anyone else may know. The new traitors and Face Dancers are
 * leaders in play nobody holds yet, so the two games stay two possible deals of the same traitor deck.
 */
function otherHiddenFacts(s: DuneState, f: FactionId): DuneState {
  const d = structuredClone(s);
  d.spice[f] = (d.spice[f] ?? 0) + 3;
  const held = new Set([...Object.values(d.traitors).flat(), ...(d.faceDancers ?? []).map((x) => x.leader)]);
  const unheld = LEADER_IDS.filter((l) => !held.has(l) && d.leaders[l] !== undefined);
  d.traitors[f] = (d.traitors[f] ?? []).map((_, i) => unheld[i] as LeaderId);
  // The Tleilaxu's unrevealed Face Dancers, their secret (TLX-1), drawn from what is left.
  if (f === 'tleilaxu' && d.faceDancers) {
    const left = unheld.slice(d.traitors[f]?.length ?? 0);
    d.faceDancers = d.faceDancers.map((x, i) => (x.revealed ? x : { leader: left[i] as LeaderId, revealed: false }));
    d.decks.traitors = LEADER_IDS.filter(
      (l) => d.leaders[l] !== undefined && !Object.values(d.traitors).flat().includes(l) && !d.faceDancers?.some((x) => x.leader === l),
    );
  }
  if (f === 'bene-gesserit' && d.prediction) {
    const faction = d.prediction.faction === 'atreides' ? 'harkonnen' : 'atreides';
    d.prediction = { faction, turn: (d.prediction.turn % 10) + 1 };
  }
  return d;
}

/**
 * A hidden fact dealt during play rather than known at the start: how the variant game rewrites a
 * state and the action played in it, and from when on the two games may differ in what they deal.
 */
interface Rewrite {
  readonly at: (s: DuneState, step: Step) => { state: DuneState; step: Step } | undefined;
  readonly parted: (s: DuneState) => boolean;
  /** Whether the variant's fact was dealt before the games parted: else it proved nothing. */
  readonly done: () => boolean;
}

/**
 * IX-2: the first card the Ixians put at the bottom of the treachery deck becomes another one, the
 * card then at the deck's bottom (of a kind not dealt with it): the Ixians saw and buried it
 * instead, and it takes the buried card's place. The two decks differ only in the order of their
 * last two cards, so the games deal alike until one of those two is drawn.
 */
function otherCardPutBack(): Rewrite {
  let swapped: readonly CardId[] | undefined;
  return {
    at: (s, step) => {
      const { action } = step;
      const choosing = s.step.phase === 'bidding' ? s.step.choosing : undefined;
      if (swapped || !choosing || action.do !== 'put-back' || action.args?.where !== 'bottom') return undefined;
      const buried = choosing.cards.find((c) => cardKind(c).id === action.args?.card);
      const other = s.decks.treachery.at(-1);
      if (!buried || !other || choosing.cards.some((c) => cardKind(c).id === cardKind(other).id)) return undefined;
      swapped = [buried, other];
      const d = structuredClone(s);
      if (d.step.phase !== 'bidding' || !d.step.choosing) return undefined;
      d.step.choosing.cards = choosing.cards.map((c) => (c === buried ? other : c));
      d.decks.treachery = [...d.decks.treachery.slice(0, -1), buried];
      return { state: d, step: { ...step, action: { ...action, args: { ...action.args, card: cardKind(other).id } } } };
    },
    parted: (s) => swapped !== undefined && !swapped.every((c) => s.decks.treachery.includes(c)),
    done: () => swapped !== undefined,
  };
}

/** What the bot says over the steps, change by change, until the game refuses one. */
function told(start: DuneState, steps: readonly Step[], publicNews?: readonly string[], rewrite?: Rewrite): Told {
  let memory: NewsMemory = EMPTY_NEWS_MEMORY;
  let s = start;
  const messages: OutboxMessage[][] = [];
  const news: string[] = [];
  for (const [i, step] of steps.entries()) {
    const rewritten = rewrite?.at(s, step);
    if (rewritten) s = rewritten.state;
    const { actor, action } = rewritten?.step ?? step;
    const r = applyAction(s, actor, action);
    if (!r.ok) return { messages, played: i, news };
    const said = JSON.stringify(eventsFor(r.value.events, 'public'));
    if (publicNews && said !== publicNews[i]) return { messages, played: i, news };
    news.push(said);
    const out = renderChange(
      {
        gameId: 'g1',
        channelId: 'c1',
        seats: seatsOf(s),
        seq: i + 1,
        at: new Date(Date.UTC(2026, 0, 1, 0, i)),
        before: sealState(s),
        after: sealState(r.value.state),
        events: r.value.events as readonly DuneEvent[],
      },
      memory,
    );
    memory = out.memory;
    // The ending reveals every secret on purpose (docs/secrecy.md); everything before it may not.
    messages.push(out.messages.filter((m) => !m.key.endsWith(':ending')));
    s = r.value.state;
    if (rewrite?.parted(s)) return { messages, played: i + 1, news };
  }
  return { messages, played: steps.length, news };
}

interface Told {
  /** What the bot says, change by change. */
  readonly messages: OutboxMessage[][];
  /** How many of the steps were played before the games parted. */
  readonly played: number;
  /** The public events of each change. */
  readonly news: string[];
}

/** A DM to f, or an edit of one (keyed `…:dm:f`, `…:dm-edit:f`). */
const isDmTo = (m: OutboxMessage, f: FactionId) => m.kind.startsWith('dm') && (m.target === userOf.get(f) || new RegExp(`:dm(-edit)?:${f}(:|$)`).test(m.key));

/** Everything a reader other than f receives: the channel, and every other player's DMs. */
const seenByOthers = (messages: readonly OutboxMessage[][], f: FactionId) =>
  messages.map((change) => change.filter((m) => !isDmTo(m, f)).map((m) => JSON.stringify(m)));

describe('the differential test: hidden facts never change what others are told', () => {
  for (const { seed, factions } of GAMES) {
    it(`seed ${seed}: one faction’s traitors, Face Dancers, IX-2 card put back, spice or prediction changed, the same actions give the same channel and the same DMs to everyone else`, () => {
      const { start, steps } = playedFromSetup(seed, factions);
      const original = told(start, steps);
      expect(original.played).toBe(steps.length);
      let compared = 0;
      for (const f of factions) {
        const rewrite = f === 'ixians' ? otherCardPutBack() : undefined;
        const variant = told(otherHiddenFacts(start, f), steps, original.news, rewrite);
        expect(rewrite?.done() ?? true, `${f}: no card put at the bottom was varied`).toBe(true);
        // The games must run together long enough to mean something (charity parts them early
        // when the extra spice lifts a poor faction above 2).
        expect(variant.played, `${f}: the games parted at action ${variant.played}`).toBeGreaterThan(50);
        compared += variant.played;
        const a = seenByOthers(original.messages.slice(0, variant.played), f);
        const b = seenByOthers(variant.messages, f);
        const first = a.findIndex((x, i) => JSON.stringify(x) !== JSON.stringify(b[i]));
        expect(first, `${f}: change ${first + 1} (${JSON.stringify(steps[first]?.action)}) is told differently`).toBe(-1);
        // The variant is really different where it should be: its own DMs changed somewhere.
        const own = (m: readonly OutboxMessage[][]) => JSON.stringify(m.flat().filter((x) => isDmTo(x, f)));
        expect(own(variant.messages), `${f}: the hidden facts changed nothing, the test proves nothing`).not.toBe(
          own(original.messages.slice(0, variant.played)),
        );
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }
});
