import { screensPerTurn } from './test/helpers/screens.js';
const [name, seed, turns] = [process.argv[2]!, Number(process.argv[3] ?? 1), Number(process.argv[4] ?? 4)];
const { perTurn, kinds } = screensPerTurn(name, seed, turns);
console.log(name, 'seed', seed, 'screens per turn', perTurn.join(' '));
console.log('  ', [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 16).map(([k, v]) => `${k}=${v}`).join(' '));
