#!/usr/bin/env bash
# Prints one hash per example scenario's output and one for the demo transcript of a fixed seed:
# a refactoring that changes no behaviour leaves every line of this output the same.
set -euo pipefail
cd "$(dirname "$0")/.."
for f in examples/*.json; do
  printf '%s %s\n' "$(npx tsx src/cli/scenario.ts "$f" | sha256sum | cut -c1-16)" "$f"
done
# Discord ids are snowflakes made from the clock: they are masked, the rest of the transcript must match.
printf '%s %s\n' "$(npx tsx src/demo/main.ts --seed 1979 | sed -E 's/[0-9]{17,20}/ID/g' | sha256sum | cut -c1-16)" "demo --seed 1979"
# What the bot's news renderer says (rows and memory) over seeded random games.
printf '%s %s\n' "$(npx tsx scripts/news-outputs.ts)" "news of 4 seeded games"
