import { ownPhotoObjectUrl } from '@talent/api-sdk';
import { useMessage, useTranslation } from '@talent/i18n';
import {
  applicantPhotoUrl,
  PHOTO_MESSAGES,
  type ValidationMessage,
  PHOTO_MIME_TYPES,
  photoFileProblem,
  type ResumeDraft,
} from '@talent/resume-model';
import { Alert, Button } from '@talent/ui';
import { useFormikContext } from 'formik';
import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { EntryActions, Section, SectionHint, SectionTitle } from '../components/fields';
import { useOwnPhoto } from '@talent/ui/src/photo/useOwnPhoto';
import { isPendingPhoto } from '../model/draft';
import { photoPreviewUrl } from './cropPhoto';
import { PhotoEditor, type PhotoSource } from './PhotoEditor';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Portrait = styled.img`
  inline-size: 96px;
  block-size: 96px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const NoPortrait = styled.div`
  display: grid;
  place-items: center;
  inline-size: 96px;
  block-size: 96px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const HiddenInput = styled.input`
  display: none;
`;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error()));
    reader.onerror = () => reject(reader.error ?? new Error());
    reader.readAsDataURL(file);
  });
}

/** The current photo: a path stored on the server, or one cropped in this visit. */
function currentPhotoUrl(image: ResumeDraft['image']): string | null {
  if (isPendingPhoto(image)) return photoPreviewUrl(image) ?? null;
  return applicantPhotoUrl(image);
}

/** Spec §2/§5 photo editor: no photo, choose a file, crop, save; then edit or remove it. */
export function PhotoSection() {
  const { t } = useTranslation('builder');
  const { values, setFieldValue } = useFormikContext<ResumeDraft>();
  const input = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState<PhotoSource | null>(null);
  const [problem, setProblem] = useState<ValidationMessage | null>(null);
  const text = useMessage();
  const photoUrl = useOwnPhoto(currentPhotoUrl(values.image), values.published === true, ownPhotoObjectUrl);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a cancel.
    event.target.value = '';
    if (!file) return;
    const refusal = photoFileProblem(file);
    setProblem(refusal);
    if (refusal) return;
    try {
      setEditing({ src: await readAsDataUrl(file), type: file.type || 'image/jpeg' });
    } catch {
      setProblem(PHOTO_MESSAGES.readFailed);
    }
  };

  const editCurrent = () => {
    if (!photoUrl) return;
    const type = isPendingPhoto(values.image)
      ? values.image.type
      : /\.png$/i.test(photoUrl)
        ? 'image/png'
        : 'image/jpeg';
    setEditing({ src: photoUrl, type });
  };

  return (
    <Section aria-labelledby="photo-heading">
      <SectionTitle id="photo-heading">{t('photo.heading')}</SectionTitle>
      <Row>
        {photoUrl ? (
          <Portrait src={photoUrl} alt={t('photo.alt')} />
        ) : (
          <NoPortrait>{t('photo.none')}</NoPortrait>
        )}
        <EntryActions>
          <Button variant="secondary" onClick={() => input.current?.click()}>
            {photoUrl ? t('photo.change') : t('photo.choose')}
          </Button>
          {photoUrl && (
            <>
              <Button variant="secondary" onClick={editCurrent}>
                {t('photo.edit')}
              </Button>
              <Button variant="ghost" onClick={() => void setFieldValue('image', null)}>
                {t('photo.remove')}
              </Button>
            </>
          )}
        </EntryActions>
      </Row>
      <SectionHint>{t('photo.hint')}</SectionHint>
      <HiddenInput
        ref={input}
        type="file"
        accept={PHOTO_MIME_TYPES.join(',')}
        aria-label={t('photo.choose')}
        onChange={(event) => void choose(event)}
      />
      {problem && <Alert type="error">{text(problem)}</Alert>}
      {editing && (
        <PhotoEditor
          source={editing}
          onCancel={() => setEditing(null)}
          onSave={({ file }) => {
            setEditing(null);
            setProblem(null);
            void setFieldValue('image', file);
          }}
        />
      )}
    </Section>
  );
}
