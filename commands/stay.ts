import { actionCommand } from '../src/bot/action-command';

export default actionCommand('stay');
