import { referenceLabel, useTranslation } from '@talent/i18n';
import { calendarIn } from '@talent/i18n/src/calendar';
import {
  dateYearRange,
  isPresent,
  PRESENT,
  withEndYear,
  type Duration,
  type ResumeDraft,
} from '@talent/resume-model';
import { useFormikContext } from 'formik';
import { FieldRow, SelectField } from '../components/fields';
import { monthOptions, yearOptions } from './dateChoices';

/**
 * A start and an end, each a year and a month, the end year offering Present (which clears the end
 * month, spec §5). `at` is the form path of the object holding the four fields: a duration, or an
 * entry that holds them itself (a project).
 */
export function DurationFields({ at, duration }: { at: string; duration: Duration }) {
  const { t, i18n } = useTranslation('builder');
  const calendar = calendarIn(i18n, i18n.language);
  const { setFieldValue } = useFormikContext<ResumeDraft>();
  const years = yearOptions(dateYearRange(new Date()), calendar);
  const months = monthOptions(calendar);
  const endYears = [{ value: PRESENT, label: referenceLabel(t, 'endYear', PRESENT) }, ...years];
  return (
    <FieldRow>
      <SelectField
        name={`${at}.start_year`}
        label={t('employment.startYear')}
        placeholder={t('dates.yearPlaceholder')}
        choices={years}
      />
      <SelectField
        name={`${at}.start_month`}
        label={t('employment.startMonth')}
        placeholder={t('dates.monthPlaceholder')}
        choices={months}
      />
      <SelectField
        name={`${at}.end_year`}
        label={t('employment.endYear')}
        placeholder={t('dates.yearPlaceholder')}
        choices={endYears}
        onPick={(year) => {
          const next = withEndYear(duration, year);
          void setFieldValue(`${at}.end_year`, next.end_year);
          void setFieldValue(`${at}.end_month`, next.end_month);
        }}
      />
      <SelectField
        name={`${at}.end_month`}
        label={t('employment.endMonth')}
        placeholder={t('dates.monthPlaceholder')}
        choices={months}
        disabled={isPresent(duration.end_year)}
      />
    </FieldRow>
  );
}
