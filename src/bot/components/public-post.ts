import { ButtonStyle } from 'discord.js';
import type { PublicView } from '../../dune';
import { bidButtons, YOUR_MOVE } from '../text/components';
import { choiceId, MENU, pointOfView } from './choice';
import { button, inRows, type Row } from './rows';

/** How many of the next legal bids get a button on the card's post. */
const QUICK_BIDS = 3;

/**
 * The components of a public post, from the public view alone (every reader sees them, so they
 * carry no secret): on the card up for bid, the next bids, "Bid…" (a menu of the clicker's own
 * legal amounts, answered to them alone), Pass, and the standing orders (auto-pass this card, auto-pass
 * this auction, a maximum bid). Whoever clicks acts as their own seat; the
 * engine refuses a bid they cannot pay, or a click out of turn, and says why. For the posting
 * code to attach to the card's post, updated in place with each bid.
 */
export function componentsFor(gameId: string, view: PublicView): Row[] {
  if (view.phase !== 'bidding') return entryRow(gameId, view);
  const step = view.step as { readonly highBid?: unknown; readonly cardNumber?: unknown };
  if (typeof step.cardNumber !== 'number') return [];
  const point = pointOfView(gameId, view);
  const least = (typeof step.highBid === 'number' ? step.highBid : 0) + 1;
  const bids = Array.from({ length: QUICK_BIDS }, (_, i) => least + i).flatMap((amount) => {
    const id = choiceId(gameId, point, 'bid', { amount }, { kind: 'do' });
    return id ? [button(bidButtons.bid(amount), id)] : [];
  });
  const more = choiceId(gameId, point, 'bid', {}, { kind: 'go' });
  const pass = choiceId(gameId, point, 'pass', {}, { kind: 'do' });
  // Standing orders, secret to the clicker: the answer is theirs alone, the post shows only bids and passes.
  const orders = [
    [bidButtons.autoPassCard, choiceId(gameId, point, 'auto', { pass: 'this-card' }, { kind: 'do' })],
    [bidButtons.autoPassAuction, choiceId(gameId, point, 'auto', { pass: 'this-auction' }, { kind: 'do' })],
    [bidButtons.maxBid, choiceId(gameId, point, 'auto', {}, { kind: 'go' })],
  ] as const;
  return inRows([
    ...bids,
    ...(more ? [button(bidButtons.bidOther, more)] : []),
    ...(pass ? [button(bidButtons.pass, pass, ButtonStyle.Secondary)] : []),
    ...orders.flatMap(([label, id]) => (id ? [button(label, id, ButtonStyle.Secondary)] : [])),
  ]);
}

/**
 * Outside bidding, a post that waits for somebody's public decision carries "Your move…": it
 * answers whoever clicks with their own choices (from their seat, to them alone), so nobody has
 * to type a command to find them. Secret decisions are asked by DM instead.
 */
function entryRow(gameId: string, view: PublicView): Row[] {
  if (!view.waitingFor.some((f) => !view.decidingInPrivate.includes(f))) return [];
  const id = choiceId(gameId, pointOfView(gameId, view), MENU, {}, { kind: 'go' });
  return id ? inRows([button(YOUR_MOVE, id)]) : [];
}
