import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocale, useTranslation } from '@/i18n';
import { cagr, lumpSumGrowth, sipGrowth } from '../calc/growth';
import { useShow } from '../hooks/useShow';
import { useToolForm } from '../hooks/useToolForm';
import { GROWTH_DEFAULTS, GROWTH_MODES, makeGrowthSchema, type GrowthValues } from '../schemas';
import { ChoiceField, NumberField } from './fields';
import { NoResult, ResultList, ToolLayout } from './ToolLayout';

/** The result of the chosen calculation, or null when the numbers are out of reach. */
function useGrowthRows(values: GrowthValues | null) {
  const { t } = useTranslation('tools');
  const show = useShow();
  if (!values) return null;
  if (values.mode === 'cagr') {
    const rate = cagr(values.startValue ?? 0, values.endValue ?? 0, values.years);
    return rate === null ? null : [{ label: t('result.cagr'), value: show.percent(rate, 2), main: true }];
  }
  const input = { annualReturn: values.annualReturn ?? 0, years: values.years };
  const growth =
    values.mode === 'sip'
      ? sipGrowth({ monthly: values.amount ?? 0, ...input })
      : lumpSumGrowth({ amount: values.amount ?? 0, ...input });
  if (!growth) return null;
  return [
    { label: t('result.futureValue'), value: show.rupees(growth.futureValue), main: true },
    { label: t('result.invested'), value: show.rupees(growth.invested) },
    { label: t('result.gain'), value: show.rupees(growth.gain) },
  ];
}

export function GrowthTool() {
  const { t } = useTranslation('tools');
  const locale = useLocale();
  const schema = useMemo(() => makeGrowthSchema(t, locale), [t, locale]);
  const { form, parsed } = useToolForm<typeof GROWTH_DEFAULTS, GrowthValues>(GROWTH_DEFAULTS, schema);
  const { control } = form;
  const mode = useWatch({ control, name: 'mode' });
  const rows = useGrowthRows(parsed);

  return (
    <ToolLayout
      id="sip"
      form={
        <>
          <ChoiceField
            control={control}
            name="mode"
            label={t('fields.mode')}
            options={GROWTH_MODES.map((value) => ({ value, label: t(`options.mode.${value}`) }))}
          />
          {mode === 'cagr' ? (
            <>
              <NumberField
                key="startValue"
                control={control}
                name="startValue"
                label={t('fields.startValue')}
                unit="₹"
              />
              <NumberField key="endValue" control={control} name="endValue" label={t('fields.endValue')} unit="₹" />
            </>
          ) : (
            <>
              <NumberField
                key={mode}
                control={control}
                name="amount"
                label={mode === 'lumpsum' ? t('fields.lumpSum') : t('fields.monthly')}
                unit="₹"
              />
              <NumberField control={control} name="annualReturn" label={t('fields.annualReturn')} unit="%" />
            </>
          )}
          <NumberField control={control} name="years" label={t('fields.years')} unit={t('fields.yearsUnit')} />
        </>
      }
      result={
        rows ? (
          <ResultList rows={rows} />
        ) : (
          <NoResult>{parsed ? t('result.outOfReach') : t('result.incomplete')}</NoResult>
        )
      }
    />
  );
}
