import { discard, takeFromHand } from '../treachery';
import { finishIfRevival } from '../phases/revival/step';
import { reviveFree } from './free-revival';
import type { CardUse } from './use';

/** Forces a Tleilaxu Ghola revives at most. */
export const GHOLA_FORCES = 5;

/** Tleilaxu Ghola, at any time: 1 leader (whatever the usual condition) or up to 5 forces, free (rules §9, §16). */
export const gholaUse: CardUse = {
  args: ['leader', 'forces', 'elite'],
  play: (s, f, args, ctx) => {
    const card = takeFromHand(s, f, 'tleilaxu-ghola');
    const forces = args.forces ?? 0;
    ctx.emit({
      type: 'card-played',
      faction: f,
      card: 'Tleilaxu Ghola',
      purpose: args.leader ? 'revive a leader' : `revive ${forces} force${forces === 1 ? '' : 's'}`,
    });
    discard(s, card, ctx, f);
    reviveFree(s, f, args, GHOLA_FORCES, 'Tleilaxu Ghola', ctx);
    finishIfRevival(s, ctx);
  },
};
