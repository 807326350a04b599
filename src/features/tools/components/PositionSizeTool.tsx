import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import { useLocale, useTranslation } from '@/i18n';
import { stepDecimals } from '@/lib/sizing';
import { positionSize } from '../calc/positionSize';
import { useShow } from '../hooks/useShow';
import { useToolForm } from '../hooks/useToolForm';
import { makePositionSizeSchema, POSITION_SIZE_DEFAULTS, type PositionSizeValues } from '../schemas';
import { ChoiceField, NumberField } from './fields';
import { NoResult, ResultList, ToolLayout } from './ToolLayout';

export function PositionSizeTool() {
  const { t } = useTranslation('tools');
  const locale = useLocale();
  const show = useShow();
  const schema = useMemo(() => makePositionSizeSchema(t, locale), [t, locale]);
  const { form, parsed } = useToolForm<typeof POSITION_SIZE_DEFAULTS, PositionSizeValues>(
    POSITION_SIZE_DEFAULTS,
    schema,
  );
  const { control } = form;
  const size = parsed && positionSize(parsed);
  const lots = parsed?.lotSize !== undefined && parsed.lotSize > 1;
  const decimals = stepDecimals(parsed?.lotSize ?? 1);

  return (
    <ToolLayout
      id="positionSize"
      form={
        <>
          <NumberField control={control} name="capital" label={t('fields.capital')} unit="₹" />
          <NumberField control={control} name="riskPercent" label={t('fields.riskPercent')} unit="%" />
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
          <NumberField
            control={control}
            name="lotSize"
            label={t('fields.lotSize')}
            optional
            hint={t('hints.lotSize')}
          />
        </>
      }
      result={
        size ? (
          <>
            <ResultList
              rows={[
                {
                  label: lots ? t('result.lots') : t('result.quantity'),
                  value: lots ? show.number(size.lots, 0) : show.number(size.quantity, decimals),
                  main: true,
                },
                ...(lots ? [{ label: t('result.quantity'), value: show.number(size.quantity, decimals) }] : []),
                { label: t('result.riskBudget'), value: show.rupees(size.riskBudget) },
                { label: t('result.riskPerUnit'), value: show.paise(size.riskPerUnit) },
                {
                  label: t('result.riskAtStop'),
                  value: `${show.rupees(size.riskAtStop)} (${show.percent(size.riskAtStopPercent)})`,
                },
                { label: t('result.positionValue'), value: show.rupees(size.positionValue) },
                { label: t('result.capitalUsed'), value: show.percent(size.capitalUsedPercent, 1) },
              ]}
            />
            {size.lots === 0 && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {t('result.tooSmall', { risk: show.rupees(size.riskOfOneLot) })}
                {!lots && decimals === 0 && ` ${t('result.fractionHint')}`}
              </Alert>
            )}
            {size.capitalUsedPercent > 100 && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {t('result.leverage')}
              </Alert>
            )}
          </>
        ) : (
          <NoResult>{t('result.incomplete')}</NoResult>
        )
      }
    />
  );
}
