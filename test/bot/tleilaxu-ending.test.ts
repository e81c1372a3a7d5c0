import { describe, expect, it } from 'vitest';
import { endingPost } from '../../src/bot/news/ending';
import { createGame } from '../../src/dune/create';
import { boardView, privateView, publicView } from '../../src/dune/views';

describe('the ending and the Tleilaxu', () => {
  it('TLX-1: the ending reveals the Tleilaxu’s Face Dancers, the revealed ones marked', () => {
    const created = createGame({ seats: ['harkonnen', 'tleilaxu'], seed: 3 });
    if (!created.ok) throw new Error(created.error.message);
    const s = created.value.state;
    const [first, ...rest] = s.faceDancers ?? [];
    if (!first) throw new Error('no Face Dancers');
    first.revealed = true;
    const reveal = s.factions.map((faction) => ({ faction, view: privateView(s, faction) }));
    const post = endingPost(publicView(s), boardView(s), reveal, {}, [], null);
    const text = JSON.stringify(post.embeds);
    const names = (privateView(s, 'tleilaxu').faceDancers ?? []).map((d) => d.leader);
    expect(text).toContain(`Face Dancers: ${names[0]} (revealed), ${names[1]} and ${names[2]}`);
    expect(rest).toHaveLength(2);
    expect(text.match(/Face Dancers:/g)).toHaveLength(1);
    // Keeping no traitor, the Tleilaxu have no "Traitors" line; the Harkonnen have theirs.
    expect(text.match(/Traitors:/g)).toHaveLength(1);
  });
});
