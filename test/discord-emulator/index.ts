export { DiscordEmulator } from './server';
export type { AutocompleteRequest, ButtonClick, CommandRequest, Ref } from './server';
export { InvocationError } from './interaction-payloads';
export type { OptionInput } from './interaction-payloads';
export { DISCORD_LIMITS } from './limits';
export type {
  EmulatedChannel,
  EmulatedGuild,
  EmulatedMember,
  EmulatedRole,
  EmulatedUser,
  EmulatorOptions,
  InteractionCallback,
  InteractionOutcome,
  PostedAttachment,
  PostedMessage,
  Violation,
  ViolationKind,
} from './types';
