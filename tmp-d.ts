import { runRaceDemo } from './src/demo/race-demo';
const t = Date.now();
runRaceDemo({ players: 3, seed: 7, maxTurns: 400, out: () => {} }).then((r) => console.log(r, Date.now() - t), (e) => console.log('ERR', e, Date.now() - t));
