import {
  breakEvenMonth,
  compareCosts,
  costModel,
  DEFAULT_HORIZON,
  formatUsd,
  horizons,
  type Horizon,
} from '@/lib/site/cost-calculator';
import { cx } from '@/lib/utils';

const yearsLabel = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`;

/** The radio group's name: one calculator per page (the local-business page). */
const HORIZON_NAME = 'cost-horizon';

function Result({ years }: { years: Horizon }) {
  const result = compareCosts(years);
  const ahead = result.savings > 0;
  return (
    <div className="cost-result flex-col gap-6" data-horizon={years}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1 rounded-xl border-2 border-success bg-success-soft p-5">
          <dt className="text-sm font-semibold text-success">Polaris Digital</dt>
          <dd className="text-3xl font-bold text-foreground tabular-nums" data-testid="product-total">
            {formatUsd(result.productTotal)}
          </dd>
          <dd className="text-sm text-muted-foreground">
            {formatUsd(costModel.product.upfront)} build + {formatUsd(costModel.product.hostingPerYear)}/yr hosting, no maintenance fee
          </dd>
        </div>
        <div className="flex flex-col gap-1 rounded-xl border bg-background p-5">
          <dt className="text-sm font-semibold text-muted-foreground">Typical agency</dt>
          <dd className="text-3xl font-bold text-foreground tabular-nums" data-testid="agency-total">
            {formatUsd(result.agencyTotal)}
          </dd>
          <dd className="text-sm text-muted-foreground">
            {formatUsd(costModel.agency.upfront)} build + {formatUsd(costModel.agency.maintenancePerYear / 12)}/mo maintenance, hosting included
          </dd>
        </div>
      </dl>

      <div className={cx('rounded-xl p-5', ahead ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground')}>
        <p className="text-sm font-semibold tracking-wide uppercase opacity-90">
          {ahead ? `You save over ${yearsLabel(years)}` : `Extra cost over ${yearsLabel(years)}`}
        </p>
        <p className="mt-1 text-4xl font-bold tabular-nums" data-testid="savings">
          {formatUsd(result.savings)}
        </p>
        <p className="mt-2 text-sm" data-testid="roi-note">
          {ahead
            ? `${result.savingsPercent}% less than the agency route, and you own the site outright.`
            : `The build costs more up front; with no monthly fee you are ahead from month ${breakEvenMonth()}.`}
        </p>
      </div>
    </div>
  );
}

/**
 * Our build against a typical agency over 1, 2, 3 (default) or 5 years. No script: the horizon is a
 * native radio group (arrow keys move between options), every horizon's result is in the HTML, and CSS
 * shows the checked one's (app/industry-looks.css, .cost-calculator); the results sit in a polite live
 * region, so the one that appears is announced.
 */
export function CostCalculator() {
  return (
    <div className="cost-calculator panel gap-6">
      <fieldset>
        <legend className="text-sm font-semibold text-foreground">Compare the cost over</legend>
        <div className="mt-3 grid grid-cols-4 gap-2">
          {horizons.map((horizon) => (
            <label key={horizon} className="segment">
              <input
                type="radio"
                name={HORIZON_NAME}
                value={horizon}
                defaultChecked={horizon === DEFAULT_HORIZON}
                className="sr-only"
              />
              {yearsLabel(horizon)}
            </label>
          ))}
        </div>
      </fieldset>

      <div aria-live="polite">
        {horizons.map((horizon) => (
          <Result key={horizon} years={horizon} />
        ))}
      </div>
    </div>
  );
}
