import type { EventOf, EventType, PlanDescription } from '../../dune';
import type { Payee } from '../../dune';
import type { FactionId, PhaseId } from '../../dune';
import { cardName } from '../../dune/data/cards';
import type { SeatChange } from './seat-change';

/** Why a seat's spice (behind its shield) went up or down. */
export type SpiceCause =
  | { readonly why: 'bought-card'; readonly cardNumber: number; readonly card: string | null; readonly payee: Payee }
  | { readonly why: 'sold-card'; readonly buyer: FactionId; readonly cardNumber: number }
  | { readonly why: 'shipped'; readonly shipment: EventOf<'shipped'> }
  | { readonly why: 'paid-for-shipment'; readonly shipment: EventOf<'shipped'> }
  | { readonly why: 'ally-shipment'; readonly shipment: EventOf<'shipped'> | EventOf<'shipped-to-reserves'> }
  | { readonly why: 'ally-card'; readonly buyer: FactionId; readonly cardNumber: number }
  | { readonly why: 'shipped-back'; readonly shipment: EventOf<'shipped-to-reserves'> }
  | { readonly why: 'revived'; readonly revival: EventOf<'revived'> }
  | { readonly why: 'paid-for-revival'; readonly revival: EventOf<'revived'> }
  | { readonly why: 'free-revival-income'; readonly from: FactionId }
  | { readonly why: 'own-free-revival-income' }
  | { readonly why: 'charity' }
  | { readonly why: 'tech-income'; readonly token: string }
  | { readonly why: 'collected'; readonly territory: string; readonly sector: number }
  | { readonly why: 'hms-collected'; readonly territory: string; readonly sector: number | null }
  | { readonly why: 'spice-flow'; readonly stronghold: string }
  | { readonly why: 'traitor' }
  | { readonly why: 'amal' }
  | { readonly why: 'leaders-killed'; readonly leaders: readonly string[] }
  | { readonly why: 'dialled'; readonly changed: boolean }
  | { readonly why: 'dial-returned' }
  | { readonly why: 'captive-killed'; readonly leader: string }
  | { readonly why: 'bribe-paid'; readonly to: FactionId; readonly deal: number }
  | { readonly why: 'bribes-collected' }
  | { readonly why: 'gift-given'; readonly to: FactionId }
  | { readonly why: 'gift-received'; readonly from: FactionId }
  | { readonly why: 'moderator' };

/** Why the bribes in front of a seat's shield went up or down. */
export type BribeCause = { readonly why: 'bribe-received'; readonly from: FactionId; readonly deal: number } | { readonly why: 'bribes-collected' };

/** Why a card came into a seat's hand or left it. */
export type CardCause =
  | { readonly why: 'bought'; readonly cardNumber: number; readonly price: number; readonly karama: boolean }
  | { readonly why: 'extra' }
  | { readonly why: 'dealt' }
  | { readonly why: 'kept' }
  | { readonly why: 'plan-withdrawn' }
  | { readonly why: 'battle-plan' }
  | { readonly why: 'played'; readonly purpose: string | null }
  | { readonly why: 'karama-bid'; readonly cardNumber: number }
  | { readonly why: 'technology-taken'; readonly cardNumber: number }
  | { readonly why: 'technology-given'; readonly cardNumber: number }
  | { readonly why: 'replaced'; readonly cardNumber: number }
  | { readonly why: 'replacement'; readonly cardNumber: number }
  | { readonly why: 'thumper' }
  | { readonly why: 'harvester'; readonly territory: string }
  | { readonly why: 'moderator' };

/** The turn and phase an entry belongs to. */
export interface LedgerPhase {
  readonly turn: number;
  readonly phase: PhaseId;
}

/** One line of a seat's ledger: a signed change of its spice, its bribes or its hand, with its cause. */
export type LedgerEntry = LedgerPhase &
  (
    | { readonly kind: 'spice'; readonly amount: number; readonly cause: SpiceCause }
    | { readonly kind: 'bribes'; readonly amount: number; readonly cause: BribeCause }
    | { readonly kind: 'card'; readonly change: 1 | -1; readonly card: string; readonly cause: CardCause }
  );

/** What the reading of one change keeps track of between its events. */
interface Book {
  readonly me: FactionId;
  /** The seat's ally, whose bids and shipments it may help pay (rules §14.2). */
  readonly ally: FactionId | null;
  readonly entries: LedgerEntry[];
  at: LedgerPhase;
  /** The hand as it stands after the events read so far (a moderator's new hand is compared with it). */
  readonly hand: string[];
  /** The plan on the wheel before this change, which a new plan replaces. */
  readonly planBefore: PlanDescription | null;
  replacing: boolean;
  /** Card names by number, from the purchases the seat was told of. */
  readonly bought: ReadonlyMap<number, string>;
  sale: EventOf<'card-sold'> | null;
  /** A Karama bid of the seat's just won: the next card it discards is that Karama. */
  karamaBid: number | null;
}

const spiceEntry = (book: Book, amount: number, cause: SpiceCause): void => {
  if (amount !== 0) book.entries.push({ ...book.at, kind: 'spice', amount, cause });
};

function cardEntry(book: Book, change: 1 | -1, card: string, cause: CardCause): void {
  book.entries.push({ ...book.at, kind: 'card', change, card, cause });
  if (change === 1) book.hand.push(card);
  else if (book.hand.includes(card)) book.hand.splice(book.hand.indexOf(card), 1);
}

/** `cards` taken away from `from`, one copy at a time: ["Shield", "Shield", "Lasgun"] − ["Shield"] = ["Shield", "Lasgun"]. */
function without(cards: readonly string[], from: readonly string[]): string[] {
  const left = [...cards];
  for (const c of from) if (left.includes(c)) left.splice(left.indexOf(c), 1);
  return left;
}

const planCards = (p: PlanDescription | null): string[] => (p ? [p.cheapHero, p.weapon, p.defense].filter((c): c is string => c !== null) : []);

type Rule<T extends EventType> = (e: EventOf<T>, book: Book) => void;

/**
 * How each event touching a seat's holdings enters its ledger. Discards are left out on purpose:
 * a card leaves the hand when it is played (`card-played`), put on the wheel or spent on a Karama
 * bid; its discard afterwards changes nothing in the hand.
 */
const RULES: { readonly [T in EventType]?: Rule<T> } = {
  'phase-started': (e, book) => {
    book.at = { turn: e.turn, phase: e.phase };
  },
  'card-sold': (e, book) => {
    book.sale = e;
    if (e.karama && e.faction === book.me) book.karamaBid = e.cardNumber;
  },
  'card-discarded': (e, book) => karamaSpent(e, book),
  'card-removed-from-game': (e, book) => karamaSpent(e, book),
  'spice-paid': (e, book) => {
    const cardNumber = book.sale?.cardNumber ?? 0;
    if (e.from === book.me && e.for !== undefined) spiceEntry(book, -e.amount, { why: 'ally-card', buyer: e.for, cardNumber });
    else if (e.from === book.me) spiceEntry(book, -e.amount, { why: 'bought-card', cardNumber, card: book.bought.get(cardNumber) ?? null, payee: e.payee });
    if (e.payee === book.me) spiceEntry(book, e.amount, { why: 'sold-card', buyer: e.from, cardNumber });
  },
  'card-bought': (e, book) =>
    cardEntry(book, 1, e.card, { why: 'bought', cardNumber: e.cardNumber, price: book.sale?.price ?? 0, karama: book.sale?.karama === true }),
  'extra-card': (e, book) => cardEntry(book, 1, e.card, { why: 'extra' }),
  // IX-10: the card about to go up for bid for a card of the hand (the event is the Ixians' alone).
  'technology-swapped': (e, book) => {
    cardEntry(book, -1, e.gave, { why: 'technology-given', cardNumber: e.cardNumber });
    cardEntry(book, 1, e.took, { why: 'technology-taken', cardNumber: e.cardNumber });
  },
  // IX-12: the Ixians' ally discards a card it won and draws another in its place.
  'card-replaced': (e, book) => {
    if (e.faction === book.me) cardEntry(book, -1, e.card, { why: 'replaced', cardNumber: e.cardNumber });
  },
  'replacement-drawn': (e, book) => cardEntry(book, 1, e.card, { why: 'replacement', cardNumber: e.cardNumber }),
  // A starting hand dealt after the game began (the Ixians' choice first, IX-1).
  'cards-dealt': (e, book) => {
    for (const c of e.cards) cardEntry(book, 1, cardName(c), { why: 'dealt' });
  },
  // The Thumper and the Harvester are played at their moments of the Spice Blow, with events of their own.
  'thumper-played': (e, book) => {
    if (e.faction === book.me) cardEntry(book, -1, cardName('thumper-1'), { why: 'thumper' });
  },
  'harvester-played': (e, book) => {
    if (e.faction === book.me) cardEntry(book, -1, cardName('harvester-1'), { why: 'harvester', territory: e.territory });
  },
  'card-played': (e, book) => {
    if (e.faction === book.me) cardEntry(book, -1, e.card, { why: 'played', purpose: e.purpose ?? null });
  },
  'battle-plan-submitted': (e, book) => {
    if (e.faction === book.me) book.replacing = e.replaced;
  },
  'battle-plan-recorded': (e, book) => {
    // A plan replacing another takes back what the old one had put on the wheel.
    const old = book.replacing ? book.planBefore : null;
    spiceEntry(book, (old?.spice ?? 0) - e.plan.spice, { why: 'dialled', changed: old !== null });
    for (const c of without(planCards(old), planCards(e.plan))) cardEntry(book, 1, c, { why: 'plan-withdrawn' });
    for (const c of without(planCards(e.plan), planCards(old))) cardEntry(book, -1, c, { why: 'battle-plan' });
  },
  'cards-kept': (e, book) => {
    if (e.faction === book.me) for (const c of e.cards) cardEntry(book, 1, c, { why: 'kept' });
  },
  shipped: (e, book) => {
    if (e.faction === book.me) spiceEntry(book, -(e.cost - (e.allyPaid ?? 0)), { why: 'shipped', shipment: e });
    if (e.faction === book.ally) spiceEntry(book, -(e.allyPaid ?? 0), { why: 'ally-shipment', shipment: e });
    if (e.paidTo === book.me) spiceEntry(book, e.cost, { why: 'paid-for-shipment', shipment: e });
  },
  'shipped-to-reserves': (e, book) => {
    if (e.faction === book.me) spiceEntry(book, -(e.cost - (e.allyPaid ?? 0)), { why: 'shipped-back', shipment: e });
    if (e.faction === book.ally) spiceEntry(book, -(e.allyPaid ?? 0), { why: 'ally-shipment', shipment: e });
  },
  revived: (e, book) => {
    if ((e.paidBy ?? e.faction) === book.me) spiceEntry(book, -e.cost, { why: 'revived', revival: e });
    if (e.paidTo === book.me) spiceEntry(book, e.cost, { why: 'paid-for-revival', revival: e });
  },
  'free-revival-income': (e, book) => received(e, book, e.from === book.me ? { why: 'own-free-revival-income' } : { why: 'free-revival-income', from: e.from }),
  'charity-paid': (e, book) => received(e, book, { why: 'charity' }),
  'tech-income': (e, book) => received(e, book, { why: 'tech-income', token: e.token }),
  'spice-collected': (e, book) => received(e, book, { why: 'collected', territory: e.territory, sector: e.sector }),
  'spice-flow': (e, book) => received(e, book, { why: 'spice-flow', stronghold: e.stronghold }),
  'hms-moved': (e, book) => hmsCollected(e, book),
  'hms-stayed': (e, book) => hmsCollected(e, book),
  'traitor-spice': (e, book) => received(e, book, { why: 'traitor' }),
  'amal-paid': (e, book) => {
    if (e.faction === book.me) spiceEntry(book, -e.amount, { why: 'amal' });
  },
  'leader-spice': (e, book) => received(e, book, { why: 'leaders-killed', leaders: e.leaders }),
  'battle-spice-returned': (e, book) => received(e, book, { why: 'dial-returned' }),
  'capture-kill-spice': (e, book) => received(e, book, { why: 'captive-killed', leader: e.leader }),
  'deal-made': (e, book) => {
    if (!e.bribe) return;
    if (e.bribe.from === book.me) spiceEntry(book, -e.spice, { why: 'bribe-paid', to: e.bribe.to, deal: e.id });
    if (e.bribe.to === book.me)
      book.entries.push({ ...book.at, kind: 'bribes', amount: e.spice, cause: { why: 'bribe-received', from: e.bribe.from, deal: e.id } });
  },
  'bribes-collected': (e, book) => {
    if (e.faction !== book.me) return;
    book.entries.push({ ...book.at, kind: 'bribes', amount: -e.amount, cause: { why: 'bribes-collected' } });
    spiceEntry(book, e.amount, { why: 'bribes-collected' });
  },
  'spice-given': (e, book) => {
    if (e.faction === book.me) spiceEntry(book, -e.amount, { why: 'gift-given', to: e.recipient });
    if (e.recipient === book.me) spiceEntry(book, e.amount, { why: 'gift-received', from: e.faction });
  },
  'moderator-set-spice-detail': (e, book) => {
    if (e.faction === book.me) spiceEntry(book, e.after - e.before, { why: 'moderator' });
  },
  'moderator-set-hand-detail': (e, book) => {
    for (const c of without(book.hand, e.hand)) cardEntry(book, -1, c, { why: 'moderator' });
    for (const c of without(e.hand, book.hand)) cardEntry(book, 1, c, { why: 'moderator' });
  },
};

function received(e: { readonly faction: FactionId; readonly amount: number }, book: Book, cause: SpiceCause): void {
  if (e.faction === book.me) spiceEntry(book, e.amount, cause);
}

/** IX-6: the spice the Ixians take from each pile on the HMS's way. */
function hmsCollected(e: EventOf<'hms-moved'> | EventOf<'hms-stayed'>, book: Book): void {
  for (const c of e.collected) received({ faction: e.faction, amount: c.amount }, book, { why: 'hms-collected', territory: c.territory, sector: c.sector });
}

function karamaSpent(e: { readonly card: string; readonly faction?: FactionId }, book: Book): void {
  if (book.karamaBid === null || e.faction !== book.me) return;
  cardEntry(book, -1, e.card, { why: 'karama-bid', cardNumber: book.karamaBid });
  book.karamaBid = null;
}

function read<T extends EventType>(e: EventOf<T>, book: Book): void {
  const rule: (typeof RULES)[T] = RULES[e.type];
  rule?.(e, book);
}

/**
 * A seat's ledger for one change: every change of its spice, its bribes and its hand, each with
 * its cause, in the order they happened, derived from the events the seat may read and its own
 * view before the change. Empty when the game has just been created (everything is new then).
 */
export function ledger(change: SeatChange): LedgerEntry[] {
  const { before } = change;
  if (!before) return [];
  const pair = before.public.alliances.find((a) => a.includes(change.seat));
  const book: Book = {
    me: change.seat,
    ally: pair ? ((pair[0] === change.seat ? pair[1] : pair[0]) as FactionId) : null,
    entries: [],
    at: { turn: before.public.turn, phase: before.public.phase },
    hand: [...before.own.hand],
    planBefore: before.own.private.plan ?? null,
    replacing: false,
    bought: new Map(change.events.flatMap((e) => (e.type === 'card-bought' ? [[e.cardNumber, e.card] as const] : []))),
    sale: null,
    karamaBid: null,
  };
  for (const e of change.events) read(e, book);
  return book.entries;
}
