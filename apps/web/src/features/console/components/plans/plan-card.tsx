import { PRICING_MODELS } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/forms/select-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { dollarsToCents, MAX_FEATURES, type PlanErrors, type PlanValues } from '@/features/console/utils/plans-form';
import { formatMoney } from '@/lib/format';

export interface PlanCardProps {
  plan: PlanValues;
  index: number;
  count: number;
  errors: PlanErrors;
  onChange: (patch: Partial<PlanValues>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** One plan: name, pricing model, price in dollars (stored in cents), currency, trial and features. */
export function PlanCard({ plan, index, count, errors, onChange, onMove, onRemove, disabled }: PlanCardProps) {
  const { t, i18n } = useTranslation('console');
  const error = (field: string) => errors[`${index}.${field}`];
  const free = plan.model === 'free';
  const cents = free ? 0 : dollarsToCents(plan.price);
  const currency = /^[A-Za-z]{3}$/.test(plan.currency) ? plan.currency.toUpperCase() : 'USD';
  const label = plan.name.trim() || t('plans.untitled', { n: index + 1 });

  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <span className="flex size-7 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700">
          {index + 1}
        </span>
        <h3 className="min-w-0 flex-1 truncate font-semibold text-ink-900">{label}</h3>
        {cents !== null ? (
          <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
            {free
              ? t('models.free')
              : t(`plans.per.${plan.model}`, { price: formatMoney(cents, currency, i18n.language, { keepCents: true }) })}
          </span>
        ) : null}
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled || index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={t('plans.moveUp', { name: label })}
          >
            <span aria-hidden="true">↑</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled || index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={t('plans.moveDown', { name: label })}
          >
            <span aria-hidden="true">↓</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled || count === 1}
            onClick={onRemove}
            aria-label={t('plans.remove', { name: label })}
          >
            <span className="text-red-600">{t('plans.removeShort')}</span>
          </Button>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label={t('plans.name')}
          name={`plan-${index}-name`}
          value={plan.name}
          onChange={(e) => onChange({ name: e.target.value })}
          error={error('name')}
          maxLength={60}
          disabled={disabled}
          className="sm:col-span-2"
        />
        <SelectField
          label={t('plans.model')}
          name={`plan-${index}-model`}
          value={plan.model}
          onChange={(e) => {
            const model = e.target.value as PlanValues['model'];
            // A free plan costs 0; leaving free clears the 0 so the price has to be typed.
            onChange({ model, price: model === 'free' ? '0' : plan.model === 'free' ? '' : plan.price });
          }}
          disabled={disabled}
          className="sm:col-span-2"
        >
          {PRICING_MODELS.map((model) => (
            <option key={model} value={model}>
              {t(`models.${model}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('plans.price')}
          name={`plan-${index}-price`}
          value={free ? '0' : plan.price}
          onChange={(e) => onChange({ price: e.target.value })}
          error={error('price')}
          hint={t('plans.priceHint')}
          inputMode="decimal"
          placeholder="19.99"
          disabled={disabled || free}
        />
        <Field
          label={t('plans.currency')}
          name={`plan-${index}-currency`}
          value={plan.currency}
          onChange={(e) => onChange({ currency: e.target.value.toUpperCase() })}
          error={error('currency')}
          maxLength={3}
          disabled={disabled}
          className="[&_input]:uppercase"
        />
        <Field
          label={t('plans.trialDays')}
          name={`plan-${index}-trial`}
          type="number"
          min={0}
          max={90}
          value={plan.trialDays}
          onChange={(e) => onChange({ trialDays: e.target.value })}
          error={error('trialDays')}
          disabled={disabled}
          className="sm:col-span-2"
        />
      </div>
      <div className="mt-4">
        <TextareaField
          label={t('plans.features')}
          name={`plan-${index}-features`}
          value={plan.features.join('\n')}
          // One feature per line; blank lines are dropped when saving, kept while typing.
          onChange={(e) => onChange({ features: e.target.value.split('\n') })}
          error={error('features')}
          hint={t('plans.featuresHint', { max: MAX_FEATURES })}
          rows={3}
          disabled={disabled}
        />
      </div>
    </li>
  );
}
