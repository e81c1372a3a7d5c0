import { randomPlayBlock } from './random-play';

// Games per block can be lowered for quick local runs: RANDOM_GAMES=5 npx vitest run test/dune/random-play
randomPlayBlock(1, Number(process.env.RANDOM_GAMES ?? 50));
