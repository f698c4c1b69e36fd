import fs from 'node:fs';
import { closure, gzipSize, KEYS } from './bundle-budgets';
const dir = '/tmp/distC/';
const app = JSON.parse(fs.readFileSync(dir + '.vite/manifest.json', 'utf8'));
const a = JSON.parse(fs.readFileSync('/tmp/analyze2.json', 'utf8'));
const base = closure(app, [KEYS.page, KEYS.app]);
const own = [...closure(app, [process.argv[2]!])].filter((k) => !base.has(k));
let t = 0;
const rows = own
  .map((k) => {
    const f = app[k].file;
    const g = gzipSize(fs.readFileSync(dir + f));
    t += g;
    const top = Object.entries<number>(a[f] ?? {})
      .sort((x, y) => y[1] - x[1])
      .slice(0, 4)
      .map(([m, v]) => `${m}:${v}`)
      .join(' ');
    return [g, f, top] as const;
  })
  .sort((x, y) => y[0] - x[0]);
console.log('own total', t);
for (const r of rows.slice(0, 25)) console.log(r.join('  '));
