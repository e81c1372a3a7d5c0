import { check } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { FACE_DANCER_REVEALS, type DuneState, type FaceDancerReveal, type FactionId } from '../../state';

/**
 * TLX-2 by post: the Tleilaxu MAY reveal a Face Dancer that won a battle, or keep it secret for
 * later. A battle that stopped to ask them only when the winner's leader is one of their Face
 * Dancers would tell the table so; they give a standing order instead, in secret, at any time:
 * `always` (the default: revealed at once, no wait), `never` (kept secret), or `ask` (the battle
 * then waits for their answer, `reveal-face-dancer`, and the table sees it wait for them: the
 * inference they opt into for the choice, docs/secrecy.md).
 */
export const DANCER_HOLDER: FactionId = 'tleilaxu';

/** The standing order in force. */
export const faceDancerRevealOf = (s: DuneState): FaceDancerReveal => s.faceDancerReveal ?? 'always';

export const faceDancerOrder = defineAction({
  name: 'face-dancer-order',
  summary:
    'Tleilaxu (TLX-2), in secret, any time: when a battle is won with one of your unrevealed Face Dancers, reveal it at once (`always`, the default), keep it secret (`never`), or be asked then (`ask`: the battle visibly waits for you).',
  phases: ['any'],
  outOfTurn: true,
  args: [{ name: 'reveal', type: 'choice', choices: FACE_DANCER_REVEALS, required: true, description: 'always, ask or never' }],
  errors: ['no-face-dancers'],
  handler: (s, f, { reveal }, ctx) => {
    check(f === DANCER_HOLDER, 'no-face-dancers', 'Only the Tleilaxu hold Face Dancers.');
    if (reveal === 'always') delete s.faceDancerReveal;
    else s.faceDancerReveal = reveal;
    ctx.emit({ type: 'face-dancer-order-set', to: [f], reveal });
  },
});
