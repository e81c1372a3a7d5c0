/** The slash commands' own words: the action commands' descriptions, and the answers of the router that runs them. */

/** What each command of a group of actions is for (src/bot/command-groups.ts), as Discord lists it. */
export const GROUP_DESCRIPTIONS = {
  setup: 'Setup: predict the winner, keep a traitor, place your starting forces.',
  storm: 'Storm: dial the storm, or let a Weather Control or Family Atomics moment pass.',
  nexus: 'Spice Blow and Nexus: Shai-Hulud, alliances, riding the worm.',
  bid: 'CHOAM Charity and Bidding: claim charity, bid for cards, pass.',
  revive: 'Revival: bring back forces and leaders from the Tleilaxu Tanks.',
  ship: 'Shipment and Movement: ship, move, and the Guild and Bene Gesserit extras.',
  battle: 'Battle: pick a battle, your battle plan, Voice, Prescience, traitors.',
  play: 'Play a treachery card, answer a Truthtrance question, or give a secret standing order (Karama, Voice, prescience).',
  deal: 'Deals and gifts: propose, accept, reject or cancel a deal; give spice; support your ally.',
} as const;

export const slashWords = {
  /** A subcommand whose name several phases share: "Pass, as the phase asks: Bidding, Battle." */
  sharedAction: (name: string, phases: readonly string[]): string => `${name.replace(/^./, (c) => c.toUpperCase())}, as the phase asks: ${phases.join(', ')}.`,
  anyPhase: 'any phase',
  gameOption: 'By DM: the game, when you sit in several (suggested).',
  /** A command or subcommand Discord still lists but this bot no longer has. */
  unknown: (command: string): string => `This bot has no command \`/${command}\`; its commands may need to be deployed again.`,
  failed: 'Something went wrong on my side while handling this command. `/game status` shows the game as it is now; please try again.',
  /** Added to the next answer of a player whose DMs failed. */
  missedDms: '\n📪 Some of my DMs to you could not be delivered (your DMs are closed): `/hand` shows your secrets.',
};
