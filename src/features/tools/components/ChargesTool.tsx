import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { NewTabNote } from '@/components/a11y/VisuallyHidden';
import { useLocale, useTranslation } from '@/i18n';
import { tradeCharges } from '@/lib/charges/charges';
import { CHARGE_SCHEDULE, SEGMENTS } from '@/lib/charges/rates';
import { formatIndianDate } from '@/lib/format';
import { useShow } from '../hooks/useShow';
import { useToolForm } from '../hooks/useToolForm';
import { CHARGES_DEFAULTS, makeChargesSchema, type ChargesValues } from '../schemas';
import { ChoiceField, NumberField } from './fields';
import { NoResult, ResultList, ToolLayout } from './ToolLayout';

/** Where the rates come from and since when: the page says it, so a learner can check them. */
export function ChargesSource() {
  const { t } = useTranslation('tools');
  const locale = useLocale();
  const { source, effectiveFrom } = CHARGE_SCHEDULE;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {t('charges.source', { date: formatIndianDate(`${effectiveFrom}T00:00:00`, locale) })}{' '}
      <Link href={source.url} target="_blank" rel="noopener noreferrer" underline="always">
        {source.name}
        <NewTabNote />
      </Link>
      . {t('charges.check')}
    </Typography>
  );
}

export function ChargesTool() {
  const { t } = useTranslation('tools');
  const locale = useLocale();
  const show = useShow();
  const schema = useMemo(() => makeChargesSchema(t, locale), [t, locale]);
  const { form, parsed } = useToolForm<typeof CHARGES_DEFAULTS, ChargesValues>(CHARGES_DEFAULTS, schema);
  const { control } = form;
  const charges = parsed && tradeCharges(parsed);
  const taxKind = parsed ? CHARGE_SCHEDULE.segments[parsed.segment].transactionTax.kind : 'STT';
  const options = parsed?.segment === 'options' || parsed?.segment === 'commodityOptions';

  return (
    <ToolLayout
      id="charges"
      form={
        <>
          <ChoiceField
            control={control}
            name="segment"
            label={t('fields.segment')}
            options={SEGMENTS.map((segment) => ({ value: segment, label: t(`options.segment.${segment}`) }))}
          />
          <NumberField
            control={control}
            name="buyPrice"
            label={t('fields.buyPrice')}
            unit="₹"
            hint={t('hints.premium')}
          />
          <NumberField control={control} name="sellPrice" label={t('fields.sellPrice')} unit="₹" />
          <NumberField control={control} name="quantity" label={t('fields.quantity')} hint={t('hints.quantity')} />
        </>
      }
      result={
        charges ? (
          <>
            <ResultList
              rows={[
                { label: t('charges.turnover'), value: show.paise(charges.turnover) },
                { label: t('charges.brokerage'), value: show.paise(charges.brokerage) },
                {
                  label: taxKind === 'CTT' ? t('charges.ctt') : t('charges.stt'),
                  value: show.paise(charges.transactionTax),
                },
                { label: t('charges.exchange'), value: show.paise(charges.exchange) },
                { label: t('charges.sebi'), value: show.paise(charges.sebi) },
                { label: t('charges.stampDuty'), value: show.paise(charges.stampDuty) },
                { label: t('charges.gst'), value: show.paise(charges.gst) },
                { label: t('charges.total'), value: show.paise(charges.total), main: true },
                { label: t('charges.grossPnl'), value: show.paise(charges.grossPnl) },
                { label: t('charges.netPnl'), value: show.paise(charges.netPnl), main: true },
                { label: t('charges.breakevenPoints'), value: show.number(charges.breakevenPoints, 2) },
              ]}
            />
            {options && (
              <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
                {t('charges.onPremium')}
              </Typography>
            )}
          </>
        ) : (
          <NoResult>{t('result.incomplete')}</NoResult>
        )
      }
      after={<ChargesSource />}
    />
  );
}
