export { DiscordEmulator } from './server';
export type { AutocompleteRequest, ButtonClick, CommandRequest, MenuSelection, ModalSubmission, Ref } from './user-actions';
export type { ModalFields, SelectedValues } from './component-interactions';
export { InvocationError } from './interaction-context';
export type { OptionInput } from './interaction-context';
export { DISCORD_LIMITS } from './limits';
export { percentile } from './metrics';
export type { EmulatorMetrics } from './metrics';
export { everyFault } from './faults';
export type { Fault, FaultHandle, FaultRule } from './faults';
export type { GatewaySessionInfo } from './gateway';
export type { ObservedRequest } from './http-front';
export { shardOf } from './sharding';
export type {
  EmulatedChannel,
  EmulatedChannelType,
  EmulatedGuild,
  EmulatedMember,
  EmulatedRole,
  EmulatedUser,
  EmulatorOptions,
  InteractionCallback,
  InteractionOutcome,
  MessageMentions,
  PermissionOverwrite,
  PostedAttachment,
  PostedMessage,
  RouteRateLimit,
  Violation,
  ViolationKind,
} from './types';
