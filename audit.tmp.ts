import { auditBattles, byInvariant } from './test/helpers/audit.js';
const [name, from, to] = [process.argv[2]!, Number(process.argv[3] ?? 1), Number(process.argv[4] ?? 10)];
const v = auditBattles(name, from, to);
console.log(name, v.length, JSON.stringify(byInvariant(v), null, 1));
