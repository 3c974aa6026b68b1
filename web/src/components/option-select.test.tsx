import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../lib/test-utils';
import { OptionSelect } from './option-select';

const OPTIONS = [
  { id: 'month', label: 'This Month' },
  { id: 'year', label: 'This Year' },
] as const;

describe('OptionSelect', () => {
  it('lists the options and reports the chosen id', async () => {
    const onChange = vi.fn();
    const { user } = renderRoutes([
      {
        path: '/',
        element: <OptionSelect aria-label="Period" options={OPTIONS} value="month" onChange={onChange} />,
      },
    ]);
    const select = screen.getByRole('combobox', { name: 'Period' });
    expect(select).toHaveValue('month');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'This Month',
      'This Year',
    ]);
    await user.selectOptions(select, 'year');
    expect(onChange).toHaveBeenCalledWith('year');
  });
});
