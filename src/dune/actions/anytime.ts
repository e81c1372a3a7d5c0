import { answer } from '../cards/truthtrance';
import { cancelKaramaOrder, karamaOrder } from '../cards/karama/orders';
import { play } from '../cards/play';
import { support } from '../deals/ally-support';
import { dealActions } from '../deals/actions';
import { give } from '../deals/give';
import type { ActionSpec } from './spec';

/** Actions a player may take whatever the phase (giving spice, cards usable at any time). */
export const anytimeActions: ActionSpec[] = [play, answer, karamaOrder, cancelKaramaOrder, ...dealActions, give, support];
