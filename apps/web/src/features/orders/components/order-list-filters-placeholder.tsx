import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

/** The filter bar's layout: a column on a phone, a row from md up. */
export const BAR_SX = { gap: 2, mb: 2, alignItems: { md: 'flex-start' } } as const;
export const STATUS_SX = { width: { md: 220 }, flexShrink: 0 } as const;
export const DUE_SX = { width: { md: 170 }, flexShrink: 0 } as const;
/** A set width: the date fields keep their size whatever they show. */
export const DATE_SX = { width: { md: 240 }, flexShrink: 0 } as const;
export const SEARCH_SX = { minWidth: { md: 280 }, flex: { md: 1 } } as const;
/** An outlined text field's height (medium size, no helper text): the select, date and search fields. */
const FIELD_HEIGHT = 56;

/**
 * The filter bar's size and nothing else (no field, nothing to focus or type into): the list screen draws it
 * until the filters' code has arrived and they have rendered (order-list-page.tsx), so the rows below never
 * move. It lives apart from the filters so that the list's own chunk holds it without them.
 */
export function OrderListFiltersPlaceholder({ withStatus }: { withStatus: boolean }) {
  const box = (sx: object) => <Box sx={{ ...sx, height: FIELD_HEIGHT }} />;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={BAR_SX} aria-hidden data-testid="filters-placeholder">
      {withStatus && box(STATUS_SX)}
      {box(DUE_SX)}
      {box(DUE_SX)}
      {box(DATE_SX)}
      {box(DATE_SX)}
      {box(SEARCH_SX)}
    </Stack>
  );
}
