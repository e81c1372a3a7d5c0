import { groupCommand } from '../src/bot/action-command';

export default groupCommand('deal');
