import { faction as factionData, factionName } from '../../dune/data/factions';
import { actionMention } from './commands';
import { VOICE_WORDS } from '../../dune';
import { REPLACEMENT_WORDS } from './events/bidding';
import { REVEAL_WORDS } from './events/face-dancers';
import type { FactionId, PhaseSecrets } from '../../dune';
import type { OwnView, StandingOrder, VoiceCommand } from '../../dune';
import { does, the } from './factions';
import { count, list } from './grammar';
import { planText } from './plan';
import { elitePlural, forces, sectors, spice, starred, territory } from './terms';

/** A labelled fact only one player may see, e.g. ["Hand", "Lasgun and Shield (2 of 4 cards)"]. */
export type Fact = readonly [label: string, text: string];

/** A private fact of the phase, by its key in the view. */
export type PhaseFactKey = keyof PhaseSecrets;

type FactText<K extends PhaseFactKey> = (value: NonNullable<PhaseSecrets[K]>, all: PhaseSecrets) => Fact | null;

function revival(s: PhaseSecrets): string {
  const leaders = s.revivableLeaders?.length
    ? `leaders you may revive: ${list(s.revivableLeaders.map((l) => `${l.leader} (${spice(l.cost)})`))}`
    : 'no leader to revive';
  const free = s.freeRevivals ?? 0;
  const dear = s.eliteRevival;
  const price = `${spice(s.costPerForce ?? 0)} each${dear ? `, ${spice(dear.cost)} a ${dear.starred}` : ''}`;
  const inTanks = `${forces(s.inTanks ?? 0)}${dear ? ` (${starred(dear.inTanks, dear.starred)})` : ''} in the Tanks`;
  return `${inTanks}; you may revive ${s.maxForces === undefined ? 'any number of forces' : `up to ${forces(s.maxForces)}`} this turn, ${free > 0 ? `${free} free${dear ? ` (${elitePlural(dear.starred)} first)` : ''}, then ${price}` : price}; ${leaders}`;
}

/** The phase's private facts, each worded once; the revival facts make one line. */
const PHASE_FACTS: { readonly [K in PhaseFactKey]: FactText<K> } = {
  traitorOffers: (v) => ['Traitor cards offered', list(v)],
  startingCards: (v) => ['Starting cards drawn', `${list(v)}: keep one (${actionMention('keep-card')}); the others go face down, one to each other faction`],
  dial: (v) => ['Your storm dial', `${v}`],
  playable: (v) => ['Storm cards you may play now', `${list(v)}: ${actionMention('play')} one before the storm moves, or ${actionMention('pass', 'storm')}`],
  auctionChoice: (v) => ['Cards dealt for the auction', `${list(v)}: put one back on top of the deck or at its bottom (${actionMention('put-back')})`],
  auctionCards: (v) => ['Cards of this auction', `${list(v)}, in no order`],
  replaceable: (v) => ['Card you just won', `${v}: keep it, or discard it for the top card of the treachery deck (${actionMention('replace-card')})`],
  cardUp: (v) => ['Card up for bid (prescience)', v],
  karamaBid: () => ['Your bid', 'a Karama card'],
  allyPays: (v) => ['Your ally pays', `${spice(v)} of the high bid`],
  charity: (v) => ['CHOAM Charity', `${spice(v)} are yours to claim (${actionMention('charity')}), or decline it (${actionMention('pass', 'charity')})`],
  revived: () => ['Revival', 'done for this turn'],
  inTanks: (_v, all) => ['Revival', revival(all)],
  freeRevivals: () => null,
  maxForces: () => null,
  costPerForce: () => null,
  eliteRevival: () => null,
  revivableLeaders: () => null,
  kwisatzHaderach: (v) => ['Kwisatz Haderach', `may be revived for ${spice(v.cost)} (${actionMention('revive')}, option kwisatz-haderach)`],
  spiceDeckTop: (v) => ['Top card of the spice deck (prescience)', territory(v)],
  plan: (v) => ['Your battle plan', planText(v)],
  seenPlan: (v) => [`Battle plan of ${the(v.faction)} (seen with your Karama)`, planText(v.plan)],
  traitor: (v) => [
    'Traitor',
    `${v} is your traitor in this battle: reveal the traitor (${actionMention('call-traitor')}), or ${actionMention('pass', 'battle')}`,
  ],
  traitorOrder: (v) => [
    'Traitor, answered in advance',
    `${v === 'call' ? 'call one if you hold the leader you face' : 'call none'}, as the plans are revealed (${actionMention('traitor-order')} changes it)`,
  ],
};

/** Whether the catalogue words a key of the view's private facts (a test checks that it words every one). */
export const isPhaseFactKey = (key: string): key is PhaseFactKey => key in PHASE_FACTS;

function phaseFact<K extends PhaseFactKey>(key: K, s: PhaseSecrets): Fact | null {
  const value = s[key];
  if (value === undefined) return null;
  const word: FactText<K> = PHASE_FACTS[key];
  return word(value, s);
}

/** The phase's private facts, worded, in the order the phase lists them; `only` picks some. */
export function phaseFacts(s: PhaseSecrets, only: (key: PhaseFactKey) => boolean = () => true): Fact[] {
  const keys = Object.keys(s).filter(isPhaseFactKey).filter(only);
  return keys.map((k) => phaseFact(k, s)).filter((f): f is Fact => f !== null);
}

/** "against the Harkonnen: no Voice; against any other opponent: …", for this turn's battles. */
function standingOrders<T>(orders: readonly StandingOrder<T>[], words: (decision: T) => string, action: string): string {
  const each = orders.map((o) => `against ${o.opponent ? the(o.opponent) : 'any other opponent'}: ${o.decision === null ? 'none' : words(o.decision)}`);
  return `${list(each)}, in this turn's battles (${actionMention(action)} changes them)`;
}

const voiceWords = ({ kind, play }: VoiceCommand): string => `they must ${play ? '' : 'not '}play ${VOICE_WORDS[kind]}`;

/** Everything `/hand` shows: spice, hand, traitors and the other secrets, the phase's private facts, then reserves and leaders. */
export function handFacts(v: OwnView): Fact[] {
  const limit = factionData(v.you).handLimit;
  const facts: Fact[] = [
    ['Spice', spice(v.spice)],
    ['Hand', v.hand.length ? `${list(v.hand)} (${v.hand.length} of ${count(limit, 'card')})` : `no cards (you may hold ${limit})`],
    ['Traitors', v.traitors.length ? list(v.traitors) : 'none yet'],
  ];
  if (v.bribes > 0) facts.push(['Bribes', `${spice(v.bribes)} in front of your shield, yours after the Mentat Pause`]);
  if ('prediction' in v && v.prediction) facts.push(['Prediction', `${does(v.prediction.faction, 'win')} on turn ${v.prediction.turn}`]);
  if ('nextStorm' in v && v.nextStorm !== undefined) facts.push(['Next storm', `the storm will move ${sectors(v.nextStorm)}`]);
  if ('karamaOrders' in v && v.karamaOrders)
    facts.push(['Standing Karama orders', `${list(v.karamaOrders.map((o) => o.text))} (${actionMention('cancel-karama-order')} withdraws them)`]);
  if ('voiceOrders' in v && v.voiceOrders) facts.push(['Voice decided in advance', standingOrders(v.voiceOrders, voiceWords, 'voice-order')]);
  if ('prescienceOrders' in v && v.prescienceOrders)
    facts.push(['Prescience decided in advance', standingOrders(v.prescienceOrders, (e) => `ask for the ${e}`, 'prescience-order')]);
  if ('technologyOrder' in v && v.technologyOrder)
    facts.push([
      'Technology order',
      `as card ${v.technologyOrder.card} is about to go up for bid, take it and put your ${v.technologyOrder.give} in its place (${actionMention('technology')} changes it)`,
    ]);
  if ('faceDancerReveal' in v && v.faceDancerReveal)
    facts.push([
      'Face Dancer order',
      `when a battle is won with one of your unrevealed Face Dancers, ${REVEAL_WORDS[v.faceDancerReveal]} (${actionMention('face-dancer-order')} changes it)`,
    ]);
  if ('replacementOrder' in v && v.replacementOrder)
    facts.push([
      'Replacement order',
      `for each treachery card you win while the Ixians’ ally, ${REPLACEMENT_WORDS[v.replacementOrder]} (${actionMention('replacement-order')} changes it)`,
    ]);
  for (const p of v.proposals)
    facts.push([
      `Deal ${p.id}`,
      `${p.from === v.you ? `you propose to ${the(p.with)}` : `${does(p.from, 'propose')} to you`}: “${p.terms}”${p.spice > 0 ? `, with ${spice(p.spice)} as a bribe` : ''}`,
    ]);
  const leaders = v.leaders.map((l) => `${l.leader} (${l.strength}${l.location === 'pool' ? '' : l.location === 'tanks' ? ', in the Tanks' : ', captured'})`);
  return [...facts, ...phaseFacts(v.private), ['Reserves', forces(v.reserves.forces, v.reserves.elite, v.you)], ['Leaders', list(leaders)]];
}

export const factLines = (facts: readonly Fact[]): string[] => facts.map(([k, text]) => `**${k}:** ${text}`);

/** All of a player's secrets, under their heading (a DM when the game starts). */
export const secretsBlock = (v: OwnView): string[] => ['__Your secrets__', ...factLines(handFacts(v))];

/** The secrets that differ between two views, as they are now, under their heading; nothing when none does. */
export function changedSecretsBlock(before: OwnView, after: OwnView): string[] {
  const old = new Set(factLines(handFacts(before)));
  const changed = factLines(handFacts(after)).filter((line) => !old.has(line));
  return changed.length ? ['__Your secrets now__', ...changed] : [];
}

/** The words of `/hand`'s answer around the secrets. */
export const handWords = {
  title: (seat: FactionId, turn: number): string => `**${factionName(seat)} · turn ${turn} · only you see this**`,
  sent: '📨 Sent to your DMs too.',
  dmsClosed: '📪 I could not DM you: your DMs are closed.',
};
