/**
 * The permissions the bot asks of a server: each as the Developer Portal and the server settings
 * name it, and what the bot does with it (the invite, docs/play-in-your-server.md's table).
 */
export const permissionWords = {
  ViewChannel: { name: 'View Channels', why: 'see the game channels' },
  SendMessages: { name: 'Send Messages', why: 'post the news, the live status and the reminders' },
  SendMessagesInThreads: { name: 'Send Messages in Threads', why: 'the same, for games played in a thread' },
  EmbedLinks: { name: 'Embed Links', why: 'the news is posted as embeds: without it Discord refuses the posts' },
  AttachFiles: { name: 'Attach Files', why: 'the board pictures, and the game logs posted at the end' },
  PinMessages: { name: 'Pin Messages', why: 'pin the live status, so the table finds it at the top of the channel' },
} as const;
