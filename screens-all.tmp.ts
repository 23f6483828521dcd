import { screensPerTurn } from './test/helpers/screens.js';
for (const name of process.argv.slice(2)) {
  const all: number[] = [];
  for (const seed of [1, 2, 3]) all.push(...screensPerTurn(name, seed, 4).perTurn);
  const mean = all.reduce((a, b) => a + b, 0) / all.length;
  console.log(name, 'mean', mean.toFixed(1), 'max', Math.max(...all), 'turns', all.join(' '));
}
