import { check } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { transferSpice } from '../../board';
import { isStopped, stopsPower } from '../../cards/karama/stops';
import { faction as factionData, factionName, leader as leaderData } from '../../data/factions';
import { earlyRevivalsThisTurn, leaderState, revivableLeaders, revivalBarred, revivalStep } from '../../phases/revival/rules';
import type { DuneState, EarlyRevival, FactionId, LeaderId } from '../../state';
import { agrees } from '../../victory/describe';

/** The power a Karama stops: no early revival this turn (§4.4). */
const EARLY_REVIVAL = 'early-revival';

/** Who sells early leader revivals. */
const OWNER: FactionId = 'tleilaxu';

/** The request of `f` this turn, if any. */
export const requestOf = (s: DuneState, f: FactionId): EarlyRevival | undefined => earlyRevivalsThisTurn(s).find((r) => r.faction === f);

/** Whether `f` may still act on its revival this turn: in the Revival phase, not revived or passed, not barred. */
const stillReviving = (s: DuneState, f: FactionId): boolean => s.phase === 'revival' && !revivalStep(s).done.includes(f) && !revivalBarred(s, f);

/** Whether `l` lives in the Tleilaxu's pool as their Ghola (TLX-11), which its owner may buy back (TLX-9). */
export const heldAsGhola = (s: DuneState, l: LeaderId): boolean => s.leaders[l]?.location === 'pool' && s.leaders[l]?.ghola === OWNER;

/**
 * The leaders `f` may ask the Tleilaxu for: its own dead ones in the Tanks that the base rules do not
 * let it revive now, and its own the Tleilaxu hold as Gholas (treachery.online).
 */
export function askable(s: DuneState, f: FactionId): LeaderId[] {
  if (f === OWNER || !s.factions.includes(OWNER) || !stillReviving(s, f) || requestOf(s, f) || isStopped(s, EARLY_REVIVAL)) return [];
  const normal = revivableLeaders(s, f);
  return factionData(f)
    .leaders.map((l) => l.id)
    .filter((id) => (leaderState(s, id).location === 'tanks' && !normal.includes(id)) || heldAsGhola(s, id));
}

/** `{ ghola: true }` for an event about a Ghola bought back, nothing for a dead leader. */
const gholaMark = (s: DuneState, l: LeaderId): { ghola?: true } => (heldAsGhola(s, l) ? { ghola: true } : {});

/** Whether `f`'s request this turn is neither refused nor bought, and `f` still reviving. */
export const pending = (s: DuneState, f: FactionId): boolean => {
  const r = requestOf(s, f);
  return r !== undefined && !r.refused && !r.bought && stillReviving(s, f) && !isStopped(s, EARLY_REVIVAL);
};

/** The requests the Tleilaxu have yet to answer, of factions still reviving. */
export const unanswered = (s: DuneState): EarlyRevival[] =>
  earlyRevivalsThisTurn(s).filter((r) => r.price === undefined && !r.refused && stillReviving(s, r.faction));

/** The request `f` may buy now: priced, not bought, and `f` still reviving. */
export const buyable = (s: DuneState, f: FactionId): EarlyRevival | undefined => {
  const r = requestOf(s, f);
  return r && r.price !== undefined && !r.refused && !r.bought && stillReviving(s, f) ? r : undefined;
};

/**
 * TLX-9: in the Revival phase, a faction asks the Tleilaxu for one of its dead leaders that the base
 * rules do not let it revive yet, or to buy back one of its leaders they hold as a Ghola (TLX-11,
 * treachery.online). Public: the price is negotiated at the table.
 */
export const askRevival = defineAction({
  name: 'ask-revival',
  summary:
    'Ask the Tleilaxu, at a price they name, to revive one of your dead leaders that the rules do not let you revive yet, or to give back one of your leaders they hold as a Ghola.',
  phases: ['revival'],
  args: [{ name: 'leader', type: 'leader', required: true, description: 'your leader in the Tleilaxu Tanks, or held by the Tleilaxu as a Ghola' }],
  errors: ['not-askable'],
  outOfTurn: true,
  when: (s) => s.factions.includes(OWNER),
  handler: (s, f, { leader }, ctx) => {
    const l = leaderData(leader);
    check(f !== OWNER, 'not-askable', 'The Tleilaxu revive their own leaders with `revive`.');
    check(!isStopped(s, EARLY_REVIVAL), 'not-askable', 'A Karama stopped the Tleilaxu’s early revival of leaders this turn.');
    check(stillReviving(s, f), 'not-askable', `The ${factionName(f)} ${agrees(f, 'have')} already revived or passed this turn, or may not revive.`);
    check(!requestOf(s, f), 'not-askable', `The ${factionName(f)} ${agrees(f, 'have')} already asked the Tleilaxu for a leader this turn.`);
    check(l.faction === f, 'not-askable', `${l.name} is a leader of the ${factionName(l.faction)}, not of the ${factionName(f)}.`);
    check(
      leaderState(s, leader).location === 'tanks' || heldAsGhola(s, leader),
      'not-askable',
      `${l.name} is neither in the Tleilaxu Tanks nor held by the Tleilaxu as a Ghola.`,
    );
    check(!revivableLeaders(s, f).includes(leader), 'not-askable', `${l.name} may be revived the usual way: \`revive leader: ${l.name}\`.`);
    s.earlyRevivals = [...earlyRevivalsThisTurn(s), { turn: s.turn, faction: f, leader }];
    ctx.emit({ type: 'early-revival-asked', faction: f, leader: l.name, ...gholaMark(s, leader) });
  },
});

/** The open request of `faction` the Tleilaxu answer, checked. */
function toAnswer(s: DuneState, f: FactionId, faction: FactionId): EarlyRevival {
  check(f === OWNER, 'not-tleilaxu', 'Only the Tleilaxu answer a request for an early leader revival.');
  const r = unanswered(s).find((x) => x.faction === faction);
  check(r !== undefined, 'no-request', `The ${factionName(faction)} ${agrees(faction, 'have')} no request for an early leader revival waiting for an answer.`);
  return r;
}

/** TLX-9: the Tleilaxu name their price for the leader asked for. */
export const namePrice = defineAction({
  name: 'name-price',
  summary: 'Tleilaxu: name your price for the early revival of the leader a faction asked for.',
  phases: ['revival'],
  args: [
    { name: 'faction', type: 'faction', required: true, description: 'the faction that asked' },
    { name: 'price', type: 'count', required: true, description: 'the spice it pays you for its leader' },
  ],
  errors: ['not-tleilaxu', 'no-request'],
  outOfTurn: true,
  when: (s) => s.factions.includes(OWNER),
  handler: (s, f, { faction, price }, ctx) => {
    const r = toAnswer(s, f, faction);
    r.price = price;
    ctx.emit({ type: 'early-revival-priced', faction: f, target: faction, leader: leaderData(r.leader).name, price, ...gholaMark(s, r.leader) });
  },
});

/** TLX-9: the Tleilaxu refuse the leader asked for. */
export const refuseRevival = defineAction({
  name: 'refuse-revival',
  summary: 'Tleilaxu: refuse the early revival of the leader a faction asked for.',
  phases: ['revival'],
  args: [{ name: 'faction', type: 'faction', required: true, description: 'the faction that asked' }],
  errors: ['not-tleilaxu', 'no-request'],
  outOfTurn: true,
  when: (s) => s.factions.includes(OWNER),
  handler: (s, f, { faction }, ctx) => {
    const r = toAnswer(s, f, faction);
    r.refused = true;
    ctx.emit({ type: 'early-revival-refused', faction: f, target: faction, leader: leaderData(r.leader).name, ...gholaMark(s, r.leader) });
  },
});

/**
 * TLX-9: the requester pays the named price to the Tleilaxu and the leader returns to its pool, from
 * the Tanks or from the Tleilaxu's pool as their Ghola. It is the requester's one leader revival this
 * turn (ruling 13); forces it may still revive.
 */
export const buyLeader = defineAction({
  name: 'buy-leader',
  summary: 'Pay the Tleilaxu the price they named and take back your leader, early or from their Gholas (your one leader revival this turn).',
  phases: ['revival'],
  args: [],
  errors: ['no-price', 'not-enough-spice'],
  outOfTurn: true,
  when: (s) => s.factions.includes(OWNER),
  handler: (s, f, _args, ctx) => {
    const r = buyable(s, f);
    check(r !== undefined, 'no-price', `The Tleilaxu have named the ${factionName(f)} no price for a leader this turn.`);
    const price = r.price ?? 0;
    const name = leaderData(r.leader).name;
    // Stopped as it is used (a standing order included): nothing is paid and the leader stays in the Tanks.
    if (stopsPower(s, ctx, EARLY_REVIVAL)) {
      r.refused = true;
      return;
    }
    const ghola = heldAsGhola(s, r.leader);
    transferSpice(s, f, OWNER, price, ghola ? `${name} back from the Tleilaxu’s Gholas` : `the early revival of ${name}`);
    const l = leaderState(s, r.leader);
    l.location = 'pool';
    l.faceDown = false;
    delete l.ghola;
    r.bought = true;
    const by = ghola ? 'bought back from the Tleilaxu, who held them as a Ghola' : 'the Tleilaxu’s early revival';
    ctx.emit({ type: 'revived', faction: f, forces: 0, elite: 0, leader: name, cost: price, paidTo: OWNER, by });
  },
});
