import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/test/render';

import { PrintDetailView } from '../components/print-detail';

describe('PrintDetailView', () => {
  it("shows the customer's first name, the title and the total pages", () => {
    renderWithProviders(
      <PrintDetailView
        print={{ user_data: { first_name: 'Asha' }, title: 'Thesis final', pdf_page_count: 42 }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Thesis final' })).toBeInTheDocument();
    expect(screen.getByText('Asha')).toBeInTheDocument();
    expect(screen.getByText('Total pages: 42')).toBeInTheDocument();
  });
});
