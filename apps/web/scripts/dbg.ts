import fs from 'node:fs';
import { closure, gzipSize, KEYS } from './bundle-budgets';
const app = JSON.parse(fs.readFileSync('/tmp/distC/.vite/manifest.json', 'utf8'));
const a = JSON.parse(fs.readFileSync('/tmp/analyze2.json', 'utf8'));
const keys = process.argv.slice(2);
const appChunks = closure(app, [KEYS.page, KEYS.app, ...keys]);
let t = 0;
const agg: Record<string, number> = {};
for (const k of appChunks) {
  const f = app[k].file;
  const g = gzipSize(fs.readFileSync('/tmp/distC/' + f));
  t += g;
  for (const [m, v] of Object.entries<number>(a[f] ?? {})) agg[m] = (agg[m] ?? 0) + v;
}
console.log('total gz', t);
for (const [k, v] of Object.entries(agg)
  .sort((x, y) => y[1] - x[1])
  .slice(0, 30))
  console.log(v, k);
