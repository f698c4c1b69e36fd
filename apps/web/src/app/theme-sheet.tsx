/**
 * The theme's global style sheet, written into index.html by the build (vite.config.ts, `indexHtml`): the CSS
 * variables of both colour schemes and the baseline (CssBaseline with the theme's overrides), exactly as
 * ThemeRoot would insert them as it first renders. Inserting them in the browser meant compiling a few
 * hundred rules (emotion's stylis) in one commit on every page's start: ≈ 120 ms on a phone's profile
 * (issue #22: no task over 50 ms). Given in the page, the browser reads them with the rest of the HTML, and
 * ThemeRoot leaves them out (`prebuiltThemeSheet`).
 *
 * Run at build time only (through Vite's server-side loading, as the bootstrap's plan is): it renders ThemeRoot
 * to a string, where emotion writes each global style as a `<style>` element, and keeps their rules, in one
 * `<style>` element that ThemeRoot knows by its attribute.
 */
import { renderToString } from 'react-dom/server';

import { THEME_SHEET_ATTRIBUTE, ThemeRoot } from './theme-root';

export function themeSheet(): string {
  const html = renderToString(<ThemeRoot prebuilt={false}>{null}</ThemeRoot>);
  const rules = [...html.matchAll(/<style data-emotion="[^"]*"[^>]*>([\s\S]*?)<\/style>/g)].map(
    ([, css]) => css,
  );
  if (rules.length === 0) throw new Error(`ThemeRoot rendered no global style: ${html.slice(0, 200)}`);
  // Every one of them read whole: none left out.
  if (rules.length !== html.split('<style').length - 1) throw new Error('A global style was not read whole');
  const css = rules.join('');
  if (css.includes('</')) throw new Error('The theme sheet would end its <style> element early');
  return `<style ${THEME_SHEET_ATTRIBUTE}>${css}</style>`;
}
