/** `npm test` (apps/web) runs this after `vite build`: prints every route's gzipped JS, fails over budget. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { formatReport, gzipSize, measure, routeLoads, type Manifest } from './bundle-budgets';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

const reports = measure(routeLoads(manifest), (file) => gzipSize(fs.readFileSync(path.join(dist, file))));
console.log(formatReport(reports));
const over = reports.filter((r) => r.result === 'FAIL');
if (over.length > 0) {
  console.error(`\nBudget check failed: ${over.map((r) => r.route).join(', ')}`);
  process.exit(1);
}
