import { check } from '../../../engine/result';
import type { Ctx } from '../../context';
import { TREACHERY, type TreacheryKindId } from '../../data/cards';
import type { DuneState, FactionId } from '../../state';
import { discard, takeFromHand } from '../../treachery';
import { smStep } from './step';

/** Hajr, played in one's own movement: one extra movement under the normal rules (S002-HAJR-1). */
export function playHajr(s: DuneState, f: FactionId, kind: TreacheryKindId, ctx: Ctx): void {
  check(
    kind === 'hajr',
    'not-playable-now',
    `${TREACHERY.get(kind)?.name ?? kind} is not played in your movement; Hajr is (Karama for shipping: \`ship … karama: true\`).`,
  );
  const card = takeFromHand(s, f, 'hajr');
  smStep(s).movesLeft += 1;
  ctx.emit({ type: 'card-played', faction: f, card: 'Hajr', purpose: 'one extra movement' });
  discard(s, card, ctx, f);
}
