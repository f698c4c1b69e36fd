import type { TPrintOptions } from '@printhub/contract';

export const OPTION_LABELS: { [K in keyof TPrintOptions]: Record<TPrintOptions[K], string> } = {
  color: { 'black-and-white': 'Black & white', color: 'Color' },
  sides: { single: 'Single-sided', double: 'Double-sided' },
  paper_size: { A4: 'A4', A3: 'A3', Letter: 'Letter' },
  binding: { none: 'None', staple: 'Staple', spiral: 'Spiral' },
};

/** The options as a card's chips: colour, sides, paper size, and the binding when there is one. */
export function optionChips(options: TPrintOptions): string[] {
  const chips = [
    OPTION_LABELS.color[options.color],
    OPTION_LABELS.sides[options.sides],
    OPTION_LABELS.paper_size[options.paper_size],
  ];
  if (options.binding !== 'none') chips.push(OPTION_LABELS.binding[options.binding]);
  return chips;
}
