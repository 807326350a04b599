import { useMemo } from 'react';
import { useLocale, useTranslation } from '@/i18n';
import { riskReward } from '../calc/riskReward';
import { useShow } from '../hooks/useShow';
import { useToolForm } from '../hooks/useToolForm';
import { makeRiskRewardSchema, RISK_REWARD_DEFAULTS, type RiskRewardValues } from '../schemas';
import { ChoiceField, NumberField } from './fields';
import { NoResult, ResultList, ToolLayout } from './ToolLayout';

export function RiskRewardTool() {
  const { t } = useTranslation('tools');
  const locale = useLocale();
  const show = useShow();
  const schema = useMemo(() => makeRiskRewardSchema(t, locale), [t, locale]);
  const { form, parsed } = useToolForm<typeof RISK_REWARD_DEFAULTS, RiskRewardValues>(RISK_REWARD_DEFAULTS, schema);
  const { control } = form;
  const result = parsed && riskReward(parsed);

  return (
    <ToolLayout
      id="riskReward"
      form={
        <>
          <ChoiceField
            control={control}
            name="side"
            label={t('fields.side')}
            options={[
              { value: 'long', label: t('options.side.long') },
              { value: 'short', label: t('options.side.short') },
            ]}
          />
          <NumberField control={control} name="entry" label={t('fields.entry')} unit="₹" />
          <NumberField control={control} name="stop" label={t('fields.stop')} unit="₹" />
          <NumberField control={control} name="target" label={t('fields.target')} unit="₹" />
          <NumberField control={control} name="quantity" label={t('fields.quantity')} />
        </>
      }
      result={
        result ? (
          <ResultList
            rows={[
              {
                label: t('result.ratio'),
                value: t('result.ratioValue', { reward: show.number(result.ratio, 2) }),
                main: true,
              },
              { label: t('result.riskPerUnit'), value: show.paise(result.riskPerUnit) },
              { label: t('result.rewardPerUnit'), value: show.paise(result.rewardPerUnit) },
              { label: t('result.totalRisk'), value: show.paise(result.totalRisk) },
              { label: t('result.totalReward'), value: show.paise(result.totalReward) },
              { label: t('result.breakevenWinRate'), value: show.percent(result.breakevenWinRate, 1) },
            ]}
          />
        ) : (
          <NoResult>{t('result.incomplete')}</NoResult>
        )
      }
    />
  );
}
