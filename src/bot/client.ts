import { Client, GatewayIntentBits } from 'discord.js';

/**
 * The discord.js client. Slash commands, autocomplete and DMs the bot sends need only the Guilds
 * intent (no privileged intent). `restApi` points it at another Discord (the local emulator).
 */
export function createClient(restApi?: string): Client {
  return new Client({ intents: [GatewayIntentBits.Guilds], ...(restApi ? { rest: { api: restApi } } : {}) });
}
