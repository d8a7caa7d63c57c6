import { genderContext, referenceLabel, useTranslation } from '@talent/i18n';
import {
  BAGHDAD_ZONES,
  BIRTHDATE_DISPLAYS,
  canAddLink,
  contactPrivacyOf,
  emptyLink,
  GENDERS,
  isBaghdad,
  isBirthdateDisplay,
  isValidIraqiPhone,
  normalizeIraqiPhone,
  withCity,
  type ResumeDraft,
} from '@talent/resume-model';
import { Button, Checkbox, Field, Select } from '@talent/ui';
import { FieldArray, useFormikContext } from 'formik';
import type { ChangeEvent, FocusEvent } from 'react';
import {
  EntryActions,
  EntryCard,
  EntryLegend,
  FieldRow,
  Muted,
  Section,
  SectionTitle,
  SelectField,
  TextAreaField,
  TextField,
} from '../components/fields';
import { useFieldError } from '../components/validation';
import { PhotoSection } from '../photo/PhotoSection';
import { DocumentLanguageSection } from './DocumentLanguageSection';
import { VersionsSection } from '../versions/VersionsSection';

function PersonalInformation({ cities }: { cities: readonly string[] }) {
  const { t } = useTranslation('builder');
  const { values, setFieldValue, setValues, handleBlur } = useFormikContext<ResumeDraft>();
  const { contact } = values;

  // Spec §5: the number is rewritten to +964 once the user leaves the field, if it is an Iraqi one.
  const normalizePhone = (event: FocusEvent<HTMLInputElement>) => {
    handleBlur(event);
    const typed = event.target.value;
    if (isValidIraqiPhone(typed)) void setFieldValue('contact.phone.phone', normalizeIraqiPhone(typed));
  };

  return (
    <Section aria-labelledby="personal-heading">
      <SectionTitle id="personal-heading">{t('personal.heading')}</SectionTitle>
      <TextField name="contact.fullName" label={t('personal.fullName')} required autoComplete="name" />
      <FieldRow>
        <TextField
          name="contact.job_title"
          label={t('personal.jobTitle')}
          autoComplete="organization-title"
        />
        <TextField
          name="contact.email"
          label={t('personal.email')}
          required
          type="email"
          autoComplete="email"
        />
      </FieldRow>
      <TextAreaField name="contact.welcome_message" label={t('personal.welcomeMessage')} rows={2} />
      <FieldRow>
        <TextField
          name="contact.phone.phone"
          label={t('personal.phone')}
          hint={t('personal.phoneHint')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          onBlur={normalizePhone}
        />
        <TextField name="contact.birthdate" label={t('personal.birthdate')} required type="date" />
      </FieldRow>
      <Checkbox
        label={t('personal.showPhone')}
        checked={contact.phone.showPhone}
        onChange={(event) => void setFieldValue('contact.phone.showPhone', event.target.checked)}
      />
      <PublicChoices />
      <FieldRow>
        <SelectField
          name="contact.gender"
          label={t('personal.gender')}
          required
          placeholder={t('personal.genderPlaceholder')}
          choices={GENDERS.map((gender) => ({ value: gender, label: referenceLabel(t, 'gender', gender) }))}
        />
        <SelectField
          name="contact.city"
          label={t('personal.city')}
          required
          placeholder={t('personal.cityPlaceholder')}
          choices={cities.map((city) => ({ value: city, label: referenceLabel(t, 'city', city) }))}
          // Spec §5: a city other than Baghdad clears the zone.
          onPick={(city) => void setValues({ ...values, contact: withCity(contact, city) })}
        />
        {isBaghdad(contact.city) && (
          <SelectField
            name="contact.zone"
            label={t('personal.zone')}
            required
            placeholder={t('personal.zonePlaceholder')}
            choices={BAGHDAD_ZONES.map((zone) => ({ value: zone, label: referenceLabel(t, 'zone', zone) }))}
          />
        )}
      </FieldRow>
      <Checkbox
        label={t('personal.workAvailability', { context: genderContext(contact.gender) })}
        checked={contact.workAvailability}
        onChange={(event) => void setFieldValue('contact.workAvailability', event.target.checked)}
      />
    </Section>
  );
}

/** Issue #23: the e-mail and the birth date, like the phone, show publicly only as the applicant says. */
function PublicChoices() {
  const { t } = useTranslation('builder');
  const { values, setFieldValue } = useFormikContext<ResumeDraft>();
  const { showEmail, birthdateDisplay } = contactPrivacyOf(values.contact);
  const chooseBirthdate = (event: ChangeEvent<HTMLSelectElement>) => {
    if (isBirthdateDisplay(event.target.value)) {
      void setFieldValue('contact.birthdateDisplay', event.target.value);
    }
  };
  return (
    <>
      <Checkbox
        label={t('personal.showEmail')}
        checked={showEmail}
        onChange={(event) => void setFieldValue('contact.showEmail', event.target.checked)}
      />
      <Field label={t('personal.birthdateDisplay')} error={useFieldError('contact.birthdateDisplay')}>
        <Select name="contact.birthdateDisplay" value={birthdateDisplay} onChange={chooseBirthdate}>
          {BIRTHDATE_DISPLAYS.map((choice) => (
            <option key={choice} value={choice}>
              {t(`personal.birthdateDisplayChoices.${choice}`)}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}

function LinksSection() {
  const { t } = useTranslation('builder');
  const { values } = useFormikContext<ResumeDraft>();
  const links = values.contact.links;
  return (
    <Section aria-labelledby="links-heading">
      <SectionTitle id="links-heading">{t('links.heading')}</SectionTitle>
      <FieldArray name="contact.links">
        {({ push, remove }) => (
          <>
            {links.length === 0 && <Muted>{t('links.empty')}</Muted>}
            {links.map((_link, index) => (
              <EntryCard key={index}>
                <EntryLegend>{`${t('links.link')} ${index + 1}`}</EntryLegend>
                <FieldRow>
                  <TextField
                    name={`contact.links[${index}].link`}
                    label={t('links.link')}
                    type="url"
                    inputMode="url"
                    dir="ltr"
                  />
                  <TextField name={`contact.links[${index}].label`} label={t('links.label')} />
                </FieldRow>
                <EntryActions>
                  <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                    {t('links.remove', { index: index + 1 })}
                  </Button>
                </EntryActions>
              </EntryCard>
            ))}
            <div>
              {/* Spec §5: no new row while a row lacks a link or a label. */}
              <Button variant="secondary" onClick={() => push(emptyLink())} disabled={!canAddLink(links)}>
                {t('links.add')}
              </Button>
            </div>
          </>
        )}
      </FieldArray>
    </Section>
  );
}

export function PersonalTab({ cities }: { cities: readonly string[] }) {
  return (
    <>
      <DocumentLanguageSection />
      <VersionsSection />
      <PhotoSection />
      <PersonalInformation cities={cities} />
      <LinksSection />
    </>
  );
}
