/**
 * MUI's `buildFormatNumber` (`@mui/material/locale/utils/buildFormatNumber`), with its formatter made on first
 * use instead of when the module loads. MUI's TablePagination builds an `en-US` formatter as it is imported,
 * for its default "1–10 of 25" text; a browser's first `Intl.NumberFormat` loads the locale's data, which on
 * a phone's profile (4× slower CPU) is a task of ≈ 180 ms while the list screens' code is evaluated, although
 * the lists write that text themselves (components/data-table-pagination.tsx). The build puts this module in
 * place of MUI's (vite.config.ts, `lazyNumberFormat`); what it writes is the same.
 */
export default function buildFormatNumber(locale: string): (value: number) => string {
  let formatter: Intl.NumberFormat | undefined;
  let tried = false;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (!tried) {
      tried = true;
      try {
        formatter = new Intl.NumberFormat(locale);
      } catch {
        // As MUI's: an unknown locale falls back to String().
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
}
