import type { APIGatewayBotInfo } from 'discord-api-types/v10';
import type { InteractionRegistry } from './interactions';
import type { MetricsRecorder } from './metrics';
import type { EmulatorState } from './state';
import type { World } from './world';

/** What REST route handlers share: the world (and the gateway it announces changes on), pending interactions, counters. */
export interface RestContext {
  readonly world: World;
  readonly state: EmulatorState;
  readonly interactions: InteractionRegistry;
  readonly metrics: MetricsRecorder;
  readonly gatewayBotInfo: () => APIGatewayBotInfo;
  readonly attachmentSizeLimit: number;
  readonly interactionTokenLifetimeMs: number;
  readonly pinLimit: number;
  readonly nonceWindowMs: number;
}
