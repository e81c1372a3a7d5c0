import { check } from '../../../engine/result';
import { defineAction, type ActionSpec } from '../../actions/spec';
import { harvester, thumper } from './blow-cards';
import { territory, type TerritoryId } from '../../data/map';
import { hooksOf } from '../../factions';
import type { DuneState } from '../../state';
import { breakAlliance, passNexus, proposeAlliance } from './nexus';
import { blowStep, endNexus, rideDone, sendWorm, wormOwner } from './sequence';
import type { Nexus } from '../../shape/spice-blow';

const stage = (s: DuneState): string | undefined => (s.step.phase === 'spice-blow' ? s.step.stage : undefined);

const nexusOf = (s: DuneState): Nexus => {
  const n = blowStep(s).nexus;
  if (!n) throw new Error('no Nexus in progress');
  return n;
};

export const worm = defineAction({
  name: 'worm',
  summary: 'Fremen (Advanced): send a further worm of this spice blow to any sand territory.',
  phases: ['spice-blow'],
  args: [{ name: 'territory', type: 'territory', required: true, description: 'the sand territory the worm strikes' }],
  errors: ['not-sand'],
  handler: (s, _f, args, ctx) => {
    const t = territory(args.territory);
    check(
      t.type === 'sand',
      'not-sand',
      `Worms strike only sand territories; ${t.name} is ${t.type === 'polar-sink' ? 'the Polar Sink' : `a ${t.type} territory`}.`,
    );
    sendWorm(s, ctx, args.territory);
  },
  when: (s) => stage(s) === 'worm',
});

export const passWorm = defineAction({
  name: 'pass',
  summary: 'Fremen: let the further worm strike where the first worm of this blow struck.',
  phases: ['spice-blow'],
  args: [],
  errors: [],
  handler: (s, _f, _args, ctx) => sendWorm(s, ctx, blowStep(s).strikes[0] ?? null),
  when: (s) => stage(s) === 'worm',
});

export const ally = defineAction({
  name: 'ally',
  summary: 'Nexus: ask a faction to ally with you; the alliance forms when it asks for you too.',
  phases: ['spice-blow'],
  args: [{ name: 'with', type: 'faction', required: true, description: 'the faction you want as your ally' }],
  errors: ['bad-ally', 'not-in-game', 'already-allied', 'allied-this-nexus', 'ally-passed'],
  handler: (s, f, args, ctx) => proposeAlliance(s, ctx, nexusOf(s), f, args.with),
  when: (s) => stage(s) === 'nexus',
});

export const breakIt = defineAction({
  name: 'break',
  summary: 'Nexus: leave your alliance.',
  phases: ['spice-blow'],
  args: [],
  errors: ['not-allied'],
  handler: (s, f, _args, ctx) => breakAlliance(s, ctx, f),
  when: (s) => stage(s) === 'nexus',
});

export const passNexusAction = defineAction({
  name: 'pass',
  summary: 'Nexus: you are done with this Nexus (your standing request to ally, if any, stays open).',
  phases: ['spice-blow'],
  args: [],
  errors: [],
  handler: (s, f, _args, ctx) => {
    if (passNexus(s, ctx, nexusOf(s), f)) endNexus(s, ctx);
  },
  when: (s) => stage(s) === 'nexus',
});

export const ride = defineAction({
  name: 'ride',
  summary: 'Fremen: ride the worm with forces from the territory it struck to any one territory.',
  phases: ['spice-blow'],
  args: [
    { name: 'to', type: 'territory', required: true, description: 'where the riders go' },
    { name: 'sector', type: 'sector', description: 'the sector there, if the territory spans several' },
    { name: 'forces', type: 'count', min: 1, description: 'how many forces ride (default: all that can)' },
    { name: 'elite', type: 'count', description: 'how many of them are Fedaykin' },
  ],
  errors: [
    'not-enough-forces',
    'bad-count',
    'sector-needed',
    'bad-sector',
    'storm-sector',
    'stronghold-full',
    'ally-there',
    'nothing-to-ride',
    'hms-closed-to-ride',
    'hms-not-placed',
  ],
  handler: (s, _f, args, ctx) => {
    const rider = wormOwner(s);
    if (rider) hooksOf(rider).worms?.ride(s, rider, blowStep(s).rides[0] as TerritoryId, args, ctx);
    rideDone(s, ctx);
  },
  when: (s) => stage(s) === 'ride',
});

export const passRide = defineAction({
  name: 'pass',
  summary: 'Fremen: do not ride this worm.',
  phases: ['spice-blow'],
  args: [],
  errors: [],
  handler: (s, _f, _args, ctx) => {
    const rider = wormOwner(s);
    if (rider) ctx.emit({ type: 'worm-ride-declined', faction: rider, territory: territory(blowStep(s).rides[0] as TerritoryId).name });
    rideDone(s, ctx);
  },
  when: (s) => stage(s) === 'ride',
});

export const spiceBlowActions: ActionSpec[] = [worm, passWorm, ally, breakIt, passNexusAction, ride, passRide, thumper, harvester];
