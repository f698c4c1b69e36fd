import {
  PAPER_SIZE_TOLERANCE_MM,
  PAPER_SIZES_MM,
  paperSizeName,
  type TPaperSize,
  type TPrintOptions,
  type TPreflight,
  type TPreflightWarning,
} from '@printhub/contract';

/**
 * One page's box as the PDF worker reads it (orders.pdf-page-boxes.worker.mjs): `[x1, y1, x2, y2, rotate,
 * userUnit]`, the visible area in units of `userUnit` points and the rotation in degrees.
 */
export type PageBox = readonly number[];

/** What the preflight needs of an inspection (orders.pdf.service.ts's `PdfInspection`). */
export type PreflightInput = { pages: number; repaired: boolean; boxes: readonly PageBox[] | null };

const MM_PER_POINT = 25.4 / 72;

/** A page's size as it is printed, in millimetres: the box's width and height, turned by its rotation. */
export function pageSizeMm(box: PageBox): { width: number; height: number } {
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0, rotate = 0, userUnit = 1] = box;
  const width = Math.abs(x2 - x1) * userUnit * MM_PER_POINT;
  const height = Math.abs(y2 - y1) * userUnit * MM_PER_POINT;
  const turned = (((rotate % 360) + 360) % 360) % 180 === 90;
  return turned ? { width: height, height: width } : { width, height };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const near = (a: number, b: number) => Math.abs(a - b) <= PAPER_SIZE_TOLERANCE_MM;
const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** `210 × 297 mm`, with the paper size's name when it is one (`210 × 297 mm (A4)`). */
function sizeText(width: number, height: number, named = true): string {
  const name = named ? paperSizeName(width, height) : null;
  return `${round1(width)} × ${round1(height)} mm${name ? ` (${name})` : ''}`;
}

/** Page numbers as ranges, the first ten of them: `1–3, 7, 9–12, …`. */
export function pageRanges(pages: readonly number[], most = 10): string {
  const ranges: string[] = [];
  for (let i = 0; i < pages.length; ) {
    let j = i;
    while (j + 1 < pages.length && pages[j + 1] === pages[j]! + 1) j += 1;
    ranges.push(i === j ? `${pages[i]}` : `${pages[i]}–${pages[j]}`);
    i = j + 1;
  }
  return ranges.length > most ? `${ranges.slice(0, most).join(', ')}, …` : ranges.join(', ');
}

type SizeGroup = { short: number; long: number; name: TPaperSize | null; pages: number };

/**
 * The size group a page counts under: its paper size's when it is one (shown at that size's nominal
 * measures), else the first group within 3 mm of it on both sides, else a new group of its own.
 */
function groupOf(groups: SizeGroup[], short: number, long: number): SizeGroup {
  const name = paperSizeName(short, long);
  let group = name
    ? groups.find((g) => g.name === name)
    : groups.find((g) => !g.name && near(g.short, short) && near(g.long, long));
  if (!group) {
    const nominal = name ? PAPER_SIZES_MM[name] : { width: short, height: long };
    group = { short: nominal.width, long: nominal.height, name, pages: 0 };
    groups.push(group);
  }
  return group;
}

function sizeMismatch(mismatched: number[], pages: number, paper: TPaperSize, groups: SizeGroup[]) {
  const ordered = PAPER_SIZES_MM[paper];
  const want = `${paper} (${sizeText(ordered.width, ordered.height, false)})`;
  if (mismatched.length === pages && groups.length === 1) {
    const [only] = groups as [SizeGroup];
    return `The pages are ${sizeText(only.short, only.long)}, not ${want}.`;
  }
  const which = mismatched.length === 1 ? 'Page' : 'Pages';
  const verb = mismatched.length === 1 ? 'is' : 'are';
  return `${which} ${pageRanges(mismatched)} (${mismatched.length.toLocaleString('en')} of ${pages.toLocaleString('en')}) ${verb} not ${want}.`;
}

/**
 * The preflight of one uploaded file for an order of `options.paper_size`: its page sizes and orientation
 * and the warnings they call for (`size_mismatch`: a page is not the ordered paper size within 3 mm, either
 * way round; `mixed_sizes`; `mixed_orientation`; `repaired`). Colour and blank pages are null: they come
 * from renders made after the order is placed. Null for a file whose boxes were not read (too many pages).
 * The quote and the order placement both call it, so they agree.
 */
export function preflightOf(
  inspection: PreflightInput,
  options: { paper_size: TPaperSize },
): TPreflight | null {
  const { boxes } = inspection;
  if (!boxes) return null;
  const ordered = PAPER_SIZES_MM[options.paper_size];
  const groups: SizeGroup[] = [];
  const orientation = { portrait: 0, landscape: 0 };
  const mismatched: number[] = [];
  boxes.forEach((box, i) => {
    const { width, height } = pageSizeMm(box);
    if (width > height) orientation.landscape += 1;
    else orientation.portrait += 1;
    const [short, long] = width <= height ? [width, height] : [height, width];
    groupOf(groups, short, long).pages += 1;
    if (!near(short, ordered.width) || !near(long, ordered.height)) mismatched.push(i + 1);
  });

  const warnings: TPreflightWarning[] = [];
  if (mismatched.length > 0)
    warnings.push({
      code: 'size_mismatch',
      message: sizeMismatch(mismatched, boxes.length, options.paper_size, groups),
    });
  if (groups.length > 1)
    warnings.push({
      code: 'mixed_sizes',
      message: `The pages come in ${groups.length} sizes: ${groups
        .map((g) => `${sizeText(g.short, g.long)}, ${plural(g.pages, 'page')}`)
        .join('; ')}.`,
    });
  if (orientation.portrait > 0 && orientation.landscape > 0)
    warnings.push({
      code: 'mixed_orientation',
      message: `The pages are not all one way round: ${plural(orientation.portrait, 'page')} portrait, ${plural(orientation.landscape, 'page')} landscape.`,
    });
  if (inspection.repaired)
    warnings.push({
      code: 'repaired',
      message:
        'The file was damaged and had to be repaired to be read: check that its pages print as expected.',
    });

  return {
    sizes: groups.map((g) => ({ width_mm: round1(g.short), height_mm: round1(g.long), pages: g.pages })),
    orientation,
    mismatched_pages: mismatched,
    color_pages: null,
    blank_pages: null,
    warnings,
  };
}

/**
 * A preflight completed by what renders of the pages found: the pages with colour content and the blank
 * ones, with their warnings (`color_in_bw` when the order is black and white, `blank_pages`).
 */
export function withPageChecks(
  preflight: TPreflight,
  found: { colorPages: readonly number[]; blankPages: readonly number[] },
  options: Pick<TPrintOptions, 'color'>,
): TPreflight {
  const warnings = [...preflight.warnings];
  const { colorPages, blankPages } = found;
  const pages = preflight.orientation.portrait + preflight.orientation.landscape;
  const which = (list: readonly number[]) =>
    `${list.length === 1 ? 'Page' : 'Pages'} ${pageRanges(list)} (${list.length.toLocaleString('en')} of ${pages.toLocaleString('en')})`;
  if (options.color === 'black-and-white' && colorPages.length > 0)
    warnings.push({
      code: 'color_in_bw',
      message: `${which(colorPages)} ${colorPages.length === 1 ? 'has' : 'have'} colour in a black-and-white order: ${colorPages.length === 1 ? 'it prints' : 'they print'} in grey.`,
    });
  if (blankPages.length > 0)
    warnings.push({
      code: 'blank_pages',
      message: `${which(blankPages)} ${blankPages.length === 1 ? 'is' : 'are'} blank.`,
    });
  return { ...preflight, color_pages: colorPages.length, blank_pages: [...blankPages], warnings };
}
