import { qrCodes, qrScans } from '../schema';
import { createRng } from './factories';
import { makePng } from './png';

import type { DbOrTx } from '../client';

const DAY_MS = 86_400_000;
const COMPANIES = [
  'Acme Prints',
  'Blue Lotus Cafe',
  'City Books',
  'Green Leaf Grocers',
  'Metro Gym',
  'Sunrise Travels',
];

/** A dozen QR codes in every state (active, inactive, expired, URL and image) with a month of scans. */
export async function seedDemoQrCodes(db: DbOrTx, now = new Date()) {
  const rng = createRng(7);
  const rows = Array.from({ length: 12 }, (_, i) => {
    const isImage = i % 5 === 4;
    return {
      code: String(101 + i * 73),
      company: COMPANIES[i % COMPANIES.length]!,
      value: rng.pick([10, 25, 50, 100]),
      validity: new Date(now.getTime() + (i % 4 === 3 ? -rng.int(1, 20) : rng.int(10, 120)) * DAY_MS),
      generatedDate: new Date(now.getTime() - (60 - i * 4) * DAY_MS),
      count: rng.int(100, 999),
      isActive: i % 6 !== 5,
      redirectionUrl: isImage ? '' : `https://example.com/offers/${101 + i * 73}`,
      image: isImage ? makePng() : null,
    };
  });
  const inserted = await db.insert(qrCodes).values(rows).returning({ id: qrCodes.id });
  const scans = inserted.flatMap(({ id }) =>
    Array.from({ length: rng.int(5, 60) }, () => ({
      qrId: id,
      outcome: 'redirect' as const,
      userAgent: 'Demo scanner',
      scannedAt: new Date(now.getTime() - rng.int(0, 29) * DAY_MS - rng.int(0, 86_399_000)),
    })),
  );
  await db.insert(qrScans).values(scans);
}
