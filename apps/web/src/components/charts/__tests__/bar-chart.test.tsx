import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/test/render';

import { BarChart, type BarSeries } from '../bar-chart';

const SERIES: BarSeries[] = [
  { id: 'a', label: 'Assigned', color: '#0288d1', data: [1, 0, 0] },
  { id: 'd', label: 'Delivered', color: '#388e3c', data: [2, 3, 0] },
];
const LABELS = ['1 Mar', '2 Mar', '3 Mar'];
/** height 300 less the top (8) and bottom (28) margins */
const PLOT_HEIGHT = 264;

const parts = (container: HTMLElement) =>
  [...container.querySelectorAll('rect')].filter((rect) => rect.querySelector('title'));
const part = (container: HTMLElement, title: string) => {
  const found = parts(container).find((rect) => rect.querySelector('title')?.textContent === title);
  if (!found) throw new Error(`no bar part titled ${title}`);
  return {
    y: Number(found.getAttribute('y')),
    height: Number(found.getAttribute('height')),
    fill: found.getAttribute('fill'),
  };
};

describe('BarChart', () => {
  it('draws one part per count above zero, titled with its label, series and count', () => {
    const { container } = renderWithProviders(<BarChart labels={LABELS} series={SERIES} />);
    expect(parts(container).map((rect) => rect.querySelector('title')?.textContent)).toEqual([
      '1 Mar: Assigned 1',
      '1 Mar: Delivered 2',
      '2 Mar: Delivered 3',
    ]);
    expect(part(container, '1 Mar: Assigned 1').fill).toBe('#0288d1');
  });

  it('stacks the series, the first at the bottom, scaled so the highest total fills the plot', () => {
    const { container } = renderWithProviders(<BarChart labels={LABELS} series={SERIES} />);
    const assigned = part(container, '1 Mar: Assigned 1');
    const delivered = part(container, '1 Mar: Delivered 2');
    expect(assigned.height).toBeCloseTo(PLOT_HEIGHT / 3);
    expect(delivered.height).toBeCloseTo((PLOT_HEIGHT * 2) / 3);
    expect(delivered.y + delivered.height).toBeCloseTo(assigned.y);
    expect(part(container, '2 Mar: Delivered 3').height).toBeCloseTo(PLOT_HEIGHT);
  });

  it('labels every n-th bar and counts in whole numbers', () => {
    const { container } = renderWithProviders(<BarChart labels={LABELS} series={SERIES} labelEvery={2} />);
    const ticks = [...container.querySelectorAll('.visx-axis-bottom text')].map((t) => t.textContent);
    expect(ticks).toEqual(['1 Mar', '3 Mar']);
    const counts = [...container.querySelectorAll('.visx-axis-left text')].map((t) => t.textContent);
    expect(counts).toEqual(['0', '1', '2', '3']);
  });

  it('shows the colour key only when asked, and hides the drawing from assistive technology', () => {
    const { container, rerender } = renderWithProviders(<BarChart labels={LABELS} series={SERIES} />);
    expect(screen.queryByText('Assigned')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    rerender(<BarChart labels={LABELS} series={SERIES} legend />);
    expect(screen.getByRole('list')).toHaveTextContent('AssignedDelivered');
  });
});
