import { describe, expect, it } from 'vitest';
import { type Ctx, makeCtx } from '../../src/dune/context';
import { createGame } from '../../src/dune/create';
import { type DuneEvent, type EventOf, isPrivate, isPublic, ofType, readBy, readersOf } from '../../src/dune/events';

/** Each `@ts-expect-error` fails `tsc` (and so `npm test`) if its line ever compiles: the audience is part of the type. */
function emitSome(ctx: Ctx): void {
  ctx.emit({ type: 'storm-dial-recorded', to: ['atreides'], value: 3 });
  ctx.emit({ type: 'storm-dialled', faction: 'atreides' });
  // @ts-expect-error a private event must name its readers
  ctx.emit({ type: 'storm-dial-recorded', value: 3 });
  // @ts-expect-error …at least one
  ctx.emit({ type: 'storm-dial-recorded', to: [], value: 3 });
  // @ts-expect-error a public event cannot name readers
  ctx.emit({ type: 'storm-dialled', to: ['atreides'], faction: 'atreides' });
  // @ts-expect-error every field of the type, with its type
  ctx.emit({ type: 'storm-dialled', faction: 'atreides', value: 3 });
  // @ts-expect-error no type the engine does not know
  ctx.emit({ type: 'spice-storm-surge', faction: 'fremen' });
}

const events: DuneEvent[] = [
  { type: 'storm-dialled', faction: 'atreides' },
  { type: 'storm-dial-recorded', to: ['atreides'], value: 3 },
  { type: 'spice-given', to: ['harkonnen', 'fremen'], faction: 'harkonnen', recipient: 'fremen', amount: 2 },
];

describe('event audiences', () => {
  it('are checked by the compiler where the engine emits (the checks are in emitSome)', () => {
    const created = createGame({ seats: ['atreides', 'harkonnen'], seed: 1 });
    if (!created.ok) throw new Error(created.error.message);
    const emitted: DuneEvent[] = [];
    emitSome(makeCtx(created.value.state, (e) => emitted.push(e)));
    expect(emitted.slice(0, 2).map((e) => e.type)).toEqual(['storm-dial-recorded', 'storm-dialled']);
  });

  it('tell who may read an event', () => {
    expect(events.map(isPublic)).toEqual([true, false, false]);
    expect(events.map(isPrivate)).toEqual([false, true, true]);
    expect(events.map(readersOf)).toEqual(['everyone', ['atreides'], ['harkonnen', 'fremen']]);
    expect(events.filter((e) => readBy(e, 'fremen')).map((e) => e.type)).toEqual(['storm-dialled', 'spice-given']);
  });

  it('pick the events of one type, with their fields', () => {
    const gifts: EventOf<'spice-given'>[] = ofType(events, 'spice-given');
    expect(gifts.map((g) => g.amount)).toEqual([2]);
  });
});
