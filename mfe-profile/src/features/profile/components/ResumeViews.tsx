import { employerErrorMessage, getProfileViews, type ProfileViews } from '@talent/api-sdk';
import { useCalendar, useTranslation } from '@talent/i18n';
import { lastUpdatedText, PROFILE_VIEWS_DAYS } from '@talent/resume-model';
import { Alert, Card, Heading, Spinner } from '@talent/ui';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';

const Panel = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Looks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

const Look = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xs};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

type Load =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; views: ProfileViews };

/** Issue #19 'Who looked': the companies that opened or downloaded the resume in the last 90 days. */
export function ResumeViews() {
  const { t } = useTranslation('profile');
  const calendar = useCalendar();
  const titleId = useId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    getProfileViews().then(
      (views) => current && setLoad({ status: 'ready', views }),
      (error: unknown) => current && setLoad({ status: 'failed', message: employerErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <Panel aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {t('views.title')}
      </Heading>
      <Muted>{t('views.period', { days: PROFILE_VIEWS_DAYS })}</Muted>
      {load.status === 'loading' && <Spinner label={t('views.loading')} showLabel />}
      {load.status === 'failed' && <Alert type="error">{load.message}</Alert>}
      {load.status === 'ready' && (
        <>
          {load.views.data.length === 0 ? (
            <Muted>{t('views.none')}</Muted>
          ) : (
            <Looks>
              {load.views.data.map((look, index) => (
                <Look key={`${look.company_name}-${look.kind}-${index}`}>
                  <strong>
                    <bdi>{look.company_name}</bdi>
                  </strong>
                  <span>
                    {t(look.kind === 'pdf' ? 'views.pdf' : 'views.view', {
                      count: look.count,
                      date: lastUpdatedText(look.last_at, calendar.shortDate) ?? '',
                    })}
                  </span>
                </Look>
              ))}
            </Looks>
          )}
          <Muted>
            {t('views.anonymous', { views: load.views.anonymous.views, pdfs: load.views.anonymous.pdfs })}
          </Muted>
        </>
      )}
    </Panel>
  );
}
