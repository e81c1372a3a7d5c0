import { check } from '../../engine/result';
import { factionName } from '../data/factions';
import { discard, takeFromHand } from '../treachery';
import { revivalBarred } from '../phases/revival/rules';
import { finishIfRevival } from '../phases/revival/step';
import type { DuneState, FactionId } from '../state';
import { reviveFree } from './free-revival';
import type { CardUse } from './use';

/** Forces a Tleilaxu Ghola revives at most. */
export const GHOLA_FORCES = 5;

/** OP-18 (`tleilaxuKaramaBlocksGhola`, off by default as in treachery.online): the Tleilaxu's special Karama (TLX-13) bars the card too. */
export const gholaCardBarred = (s: DuneState, f: FactionId): boolean => s.options.tleilaxuKaramaBlocksGhola && revivalBarred(s, f);

/** Tleilaxu Ghola, at any time: 1 leader (whatever the usual condition) or up to 5 forces, free (rules §9, §16). */
export const gholaUse: CardUse = {
  args: ['leader', 'forces', 'elite'],
  play: (s, f, args, ctx) => {
    check(
      !gholaCardBarred(s, f),
      'not-playable-now',
      `The Tleilaxu’s special Karama barred the ${factionName(f)} from any revival this turn, the Tleilaxu Ghola card included (option \`tleilaxuKaramaBlocksGhola\`).`,
    );
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
