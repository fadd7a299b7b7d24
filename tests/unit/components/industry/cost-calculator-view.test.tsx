/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { CostCalculator } from '@/components/industry/cost-calculator';
import { DEFAULT_HORIZON, horizons } from '@/lib/site/cost-calculator';

const css = readFileSync(join(__dirname, '../../../../app/industry-looks.css'), 'utf8');

describe('cost calculator without script', () => {
  it('has a result for every horizon and a radio per horizon, the default one checked', () => {
    const { container } = render(<CostCalculator />);
    for (const horizon of horizons) {
      expect(container.querySelector(`[data-horizon="${horizon}"]`)).not.toBeNull();
      const radio = screen.getByRole('radio', { name: `${horizon} ${horizon === 1 ? 'year' : 'years'}` });
      expect((radio as HTMLInputElement).checked).toBe(horizon === DEFAULT_HORIZON);
    }
  });

  it('has a CSS rule that shows each horizon’s result while its radio is checked', () => {
    for (const horizon of horizons) {
      expect(css).toContain(`.cost-calculator:has([value='${horizon}']:checked) [data-horizon='${horizon}']`);
    }
  });
});
