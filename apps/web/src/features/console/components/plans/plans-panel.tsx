import type { TConsoleApp } from '@atrium/contracts/app-console';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { SaveBar } from '@/components/forms/save-bar';
import { Button } from '@/components/ui/button';
import { useUpdateConsolePlans } from '@/features/console/api/update-console-plans';
import {
  emptyPlan,
  MAX_PLANS,
  type PlanErrors,
  type PlanValues,
  plansFromApp,
  serverPlanErrors,
  validatePlans,
} from '@/features/console/utils/plans-form';
import { ApiError } from '@/lib/api-client';
import { PlanCard } from './plan-card';

export interface PlansPanelProps {
  app: TConsoleApp;
  onDirtyChange: (dirty: boolean) => void;
}

const comparable = (plans: readonly PlanValues[]) =>
  JSON.stringify(plans.map(({ key: _key, ...plan }) => ({ ...plan, features: plan.features.filter((f) => f.trim()) })));

/** 1 to 6 plans, saved together (the server replaces the list, in this order). */
export function PlansPanel({ app, onDirtyChange }: PlansPanelProps) {
  const { t } = useTranslation('console');
  const formId = useId();
  const initial = useMemo(() => plansFromApp(app.plans), [app.plans]);
  const [plans, setPlans] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [errors, setErrors] = useState<PlanErrors>({});
  const save = useUpdateConsolePlans();
  const frozen = app.status === 'deprecated';
  const dirty = comparable(plans) !== comparable(baseline);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new server copy should reset the list
  useEffect(() => {
    if (dirty) return;
    setPlans(initial);
    setBaseline(initial);
  }, [initial]);

  const change = (index: number, patch: Partial<PlanValues>) => {
    setPlans((current) => current.map((p, i) => (i === index ? { ...p, ...patch } : p)));
    setErrors((current) => {
      const next: PlanErrors = { ...current, list: undefined };
      for (const field of Object.keys(patch)) next[`${index}.${field === 'model' ? 'price' : field}`] = undefined;
      return next;
    });
  };
  // Errors are keyed by position, so any reorder or removal starts them afresh.
  const reorder = (next: PlanValues[]) => {
    setPlans(next);
    setErrors({});
  };
  const move = (from: number, to: number) => {
    const next = [...plans];
    const [plan] = next.splice(from, 1);
    if (plan) next.splice(to, 0, plan);
    reorder(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || frozen) return;
    const cleaned = plans.map((p) => ({ ...p, features: p.features.map((f) => f.trim()).filter(Boolean) }));
    const result = validatePlans(cleaned, t);
    if (!result.ok) {
      setErrors(result.errors);
      toast.error(t('toast.fixErrors'));
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: app._id, body: result.body });
      const next = plansFromApp(saved.plans);
      setPlans(next);
      setBaseline(next);
      setErrors({});
      toast.success(t('toast.plansSaved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(serverPlanErrors(error.data));
      toast.error(t('toast.error', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  return (
    <form id={formId} noValidate onSubmit={onSubmit}>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-ink-900">{t('plans.title')}</h2>
          <p className="mt-1 text-sm text-ink-500">{t('plans.subtitle', { max: MAX_PLANS, count: MAX_PLANS })}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => reorder([...plans, emptyPlan()])}
          disabled={frozen || save.isPending || plans.length >= MAX_PLANS}
          icon={<span aria-hidden="true">+</span>}
        >
          {t('plans.add')}
        </Button>
      </div>
      {frozen ? <FormAlert tone="info" message={t('editor.frozen')} /> : null}
      <FormAlert message={errors.list} />
      {save.error instanceof ApiError && save.error.status === 409 ? <FormAlert message={save.error.message} /> : null}
      <ol className="mt-4 space-y-4">
        {plans.map((plan, index) => (
          <PlanCard
            key={plan.key}
            plan={plan}
            index={index}
            count={plans.length}
            errors={errors}
            onChange={(patch) => change(index, patch)}
            onMove={(to) => move(index, to)}
            onRemove={() => reorder(plans.filter((_, i) => i !== index))}
            disabled={frozen || save.isPending}
          />
        ))}
      </ol>
      {frozen ? null : (
        <SaveBar
          ns="console"
          formId={formId}
          dirty={dirty}
          saving={save.isPending}
          onDiscard={() => reorder(baseline)}
          submitLabel={t('plans.save')}
          disabled={!dirty}
        />
      )}
    </form>
  );
}
