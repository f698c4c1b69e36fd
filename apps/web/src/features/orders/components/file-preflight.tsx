import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { formatInteger, paperSizeName, type TPreflight } from '@printhub/contract';

import { PreflightChip } from './preflight-chip';

const count = (n: number, one: string, many = `${one}s`) =>
  `${formatInteger(n, 'en-IN')} ${n === 1 ? one : many}`;

/** `A4 (210 × 297 mm): 3 pages; 100 × 150 mm: 1 page` */
export function preflightSizes(preflight: Pick<TPreflight, 'sizes'>): string {
  return preflight.sizes
    .map((s) => {
      const name = paperSizeName(s.width_mm, s.height_mm);
      const measures = `${s.width_mm} × ${s.height_mm} mm`;
      return `${name ? `${name} (${measures})` : measures}: ${count(s.pages, 'page')}`;
    })
    .join('; ');
}

/** `3 portrait, 1 landscape`, or only the one there is. */
export function preflightOrientation({ orientation }: Pick<TPreflight, 'orientation'>): string {
  const parts = [];
  if (orientation.portrait > 0) parts.push(`${formatInteger(orientation.portrait, 'en-IN')} portrait`);
  if (orientation.landscape > 0) parts.push(`${formatInteger(orientation.landscape, 'en-IN')} landscape`);
  return parts.join(', ');
}

/**
 * What the preflight found in one file: its page sizes and orientation, then each warning as a chip with
 * its message written out beside it (or that there is none, or that the file was not checked).
 */
export function FilePreflight({ name, preflight }: { name: string; preflight: TPreflight | null }) {
  if (!preflight)
    return (
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
        Preflight: not checked
      </Typography>
    );
  return (
    <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {preflightSizes(preflight)} · {preflightOrientation(preflight)}
      </Typography>
      {preflight.warnings.length === 0 ? (
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          Preflight: no warnings
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={`Preflight warnings for ${name}`}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'grid', gap: 0.5 }}
        >
          {preflight.warnings.map((warning) => (
            <Box
              component="li"
              key={warning.code}
              sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}
            >
              <PreflightChip warning={warning} message="none" />
              <Typography variant="body2" component="span" color="text.primary">
                {warning.message}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
