import { employerErrorMessage, sendContactRequest } from '@talent/api-sdk';
import { raiseAlert } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { CONTACT_MESSAGE_MAX } from '@talent/resume-model';
import { Field, Modal, TextArea } from '@talent/ui';
import { useState, type FormEvent } from 'react';
import { DialogFields, TouchButton } from './touch';

export interface AskToContactProps {
  applicantId: number;
  applicantName: string;
}

/**
 * "Ask to contact" (issue #19), for signed-in companies on the public resume page: a short message
 * (1–1000 characters) the applicant accepts or declines; only then does the company see the contact.
 */
export function AskToContact({ applicantId, applicantName }: AskToContactProps) {
  const { t } = useTranslation('directory');
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const text = message.trim();
    if (text === '') return setProblem(t('contact.messageRequired'));
    if (text.length > CONTACT_MESSAGE_MAX)
      return setProblem(t('contact.messageTooLong', { max: CONTACT_MESSAGE_MAX }));
    setProblem(null);
    setSending(true);
    try {
      await sendContactRequest({ applicant_id: applicantId, message: text });
      raiseAlert({ type: 'success', message: t('contact.sent', { name: applicantName }) });
      setSent(true);
      setOpen(false);
    } catch (error) {
      setProblem(employerErrorMessage(error));
    } finally {
      setSending(false);
    }
  }

  const formId = `contact-request-${applicantId}`;
  return (
    <>
      <TouchButton variant="secondary" disabled={sent} onClick={() => setOpen(true)}>
        {sent ? t('contact.alreadySent') : t('contact.open')}
      </TouchButton>
      <Modal
        open={open}
        onClose={() => !sending && setOpen(false)}
        title={t('contact.title', { name: applicantName })}
        closeLabel={t('contact.close')}
        size="sm"
        footer={
          <>
            <TouchButton variant="secondary" disabled={sending} onClick={() => setOpen(false)}>
              {t('contact.cancel')}
            </TouchButton>
            <TouchButton type="submit" form={formId} busy={sending}>
              {t('contact.send')}
            </TouchButton>
          </>
        }
      >
        <form id={formId} onSubmit={(event) => void send(event)} noValidate>
          <DialogFields>
            <p>{t('contact.explain')}</p>
            <Field
              label={t('contact.message')}
              hint={t('contact.count', { count: message.trim().length, max: CONTACT_MESSAGE_MAX })}
              error={problem ?? undefined}
              required
            >
              <TextArea
                value={message}
                rows={5}
                dir="auto"
                required
                onChange={(event) => setMessage(event.target.value)}
              />
            </Field>
          </DialogFields>
        </form>
      </Modal>
    </>
  );
}
