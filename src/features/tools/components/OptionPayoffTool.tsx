import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useLocale, useTranslation } from '@/i18n';
import { payoffCurve, payoffSummary } from '../calc/optionPayoff';
import { useShow } from '../hooks/useShow';
import { useToolForm } from '../hooks/useToolForm';
import { legsOf, makeOptionSchema, OPTION_DEFAULTS, type OptionValues } from '../schemas';
import { ChoiceField, NumberField } from './fields';
import { PayoffChart } from './PayoffChart';
import { NoResult, ResultList, ToolLayout } from './ToolLayout';

type OptionForm = typeof OPTION_DEFAULTS;

function LegFields({ control, leg }: { control: Control<OptionForm>; leg: 1 | 2 }) {
  const { t } = useTranslation('tools');
  const prefix = `leg${leg}` as const;
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: 20 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('fields.leg', { n: leg })}
      </Typography>
      <ChoiceField
        control={control}
        name={`${prefix}Action`}
        label={t('fields.action', { n: leg })}
        options={[
          { value: 'buy', label: t('options.action.buy') },
          { value: 'sell', label: t('options.action.sell') },
        ]}
      />
      <ChoiceField
        control={control}
        name={`${prefix}Type`}
        label={t('fields.optionType', { n: leg })}
        options={[
          { value: 'call', label: t('options.type.call') },
          { value: 'put', label: t('options.type.put') },
        ]}
      />
      <NumberField control={control} name={`${prefix}Strike`} label={t('fields.strike', { n: leg })} />
      <NumberField control={control} name={`${prefix}Premium`} label={t('fields.premium', { n: leg })} unit="₹" />
    </fieldset>
  );
}

export function OptionPayoffTool() {
  const { t } = useTranslation('tools');
  const locale = useLocale();
  const show = useShow();
  const schema = useMemo(() => makeOptionSchema(t, locale), [t, locale]);
  const { form, parsed } = useToolForm<OptionForm, OptionValues>(OPTION_DEFAULTS, schema);
  const { control } = form;
  const legCount = useWatch({ control, name: 'legs' });
  const legs = parsed ? legsOf(parsed) : [];
  const summary = parsed ? payoffSummary(legs, parsed.quantity) : null;
  const curve = parsed && summary ? payoffCurve(legs, parsed.quantity) : [];

  const premium = summary
    ? summary.netPremium >= 0
      ? t('result.premiumPaid', { amount: show.rupees(summary.netPremium) })
      : t('result.premiumReceived', { amount: show.rupees(-summary.netPremium) })
    : '';

  return (
    <ToolLayout
      id="optionPayoff"
      form={
        <>
          <ChoiceField
            control={control}
            name="legs"
            label={t('fields.legs')}
            options={[
              { value: '1', label: t('options.legs.one') },
              { value: '2', label: t('options.legs.two') },
            ]}
          />
          <NumberField control={control} name="quantity" label={t('fields.quantity')} hint={t('hints.quantity')} />
          <LegFields control={control} leg={1} />
          {legCount === '2' && <LegFields control={control} leg={2} />}
        </>
      }
      result={
        summary ? (
          <ResultList
            rows={[
              {
                label: t('result.breakevens'),
                value: summary.breakevens.length
                  ? summary.breakevens.map((price) => show.number(price, 2)).join(', ')
                  : t('chart.none'),
                main: true,
              },
              {
                label: t('result.maxProfit'),
                value: summary.maxProfit === null ? t('result.unlimited') : show.rupees(summary.maxProfit),
              },
              {
                label: t('result.maxLoss'),
                value: summary.maxLoss === null ? t('result.unlimited') : show.rupees(summary.maxLoss),
              },
              { label: t('result.netPremium'), value: premium },
            ]}
          />
        ) : (
          <NoResult>{t('result.incomplete')}</NoResult>
        )
      }
      after={
        summary && curve.length > 0 ? (
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <PayoffChart points={curve} strikes={legs.map((leg) => leg.strike)} breakevens={summary.breakevens} />
            </CardContent>
          </Card>
        ) : undefined
      }
    />
  );
}
