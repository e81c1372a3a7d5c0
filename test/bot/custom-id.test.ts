import { describe, expect, it } from 'vitest';
import { CUSTOM_ID_LIMIT, decodeComponentId, encodeComponentId, tokenOf } from '../../src/bot/components/custom-id';

describe('component custom ids', () => {
  it('round-trip the game, the decision point, the action and typed arguments', () => {
    const id = {
      gameType: 'dune',
      gameId: 'cmx76sld10006bn7digt0edro',
      point: tokenOf(3, 'bidding', 'card2'),
      action: 'bid',
      args: { amount: 5, karama: false, who: 'Bene Gesserit' },
    };
    const text = encodeComponentId(id);
    expect(text.length).toBeLessThanOrEqual(CUSTOM_ID_LIMIT);
    expect(decodeComponentId(text)).toEqual(id);
  });

  it('name no seat: the same button is the same custom id whoever may click it', () => {
    const a = encodeComponentId({ gameType: 'dune', gameId: 'g1', point: 's', action: 'pass', args: {} });
    expect(a).toBe('dune:g1:s:pass');
  });

  it('refuse what would not fit or could be misread, and read nothing from a foreign or forged id', () => {
    expect(() => encodeComponentId({ gameType: 'dune', gameId: 'g:1', point: 's', action: 'bid', args: {} })).toThrow(/game id/);
    expect(() => encodeComponentId({ gameType: 'dune', gameId: 'g', point: 's', action: 'bid', args: { long: 'x'.repeat(100) } })).toThrow(/longer than/);
    expect(decodeComponentId('something-else')).toBeNull();
    expect(decodeComponentId('dune:g:s:bid:amount')).toBeNull();
    expect(decodeComponentId('dune:g:s:bid:=5')).toBeNull();
    expect(decodeComponentId('dune:g:s:bid:amount=%E0%A4%A')).toBeNull();
  });

  it('give different decision points different point tokens, and the same point the same token', () => {
    expect(tokenOf(3, 'bidding', 'card2')).toBe(tokenOf(3, 'bidding', 'card2'));
    expect(tokenOf(3, 'bidding', 'card2')).not.toBe(tokenOf(3, 'bidding', 'card3'));
    expect(tokenOf(3, 'bidding', 'card2')).toMatch(/^[0-9a-z]{7}$/);
  });
});
