import { useMessage, useTranslation } from '@talent/i18n';
import {
  clampRotation,
  PHOTO_CROP_ASPECT,
  PHOTO_MESSAGES,
  type ValidationMessage,
  PHOTO_ROTATION_DEGREES,
} from '@talent/resume-model';
import { Alert, Button, Field, Modal, TextInput } from '@talent/ui';
import { useRef, useState, type SyntheticEvent } from 'react';
import ReactCrop, { centerCrop, makeAspectCrop, type PixelCrop, type PercentCrop } from 'react-image-crop';
import styled from 'styled-components';
import { cropPhoto, type CroppedPhoto } from './cropPhoto';
import { CropStyles } from './cropStyles';

const Stage = styled.div`
  display: flex;
  justify-content: center;
  max-block-size: 60vh;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};

  img {
    max-block-size: 60vh;
  }
`;

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.md};
`;

const Slider = styled(TextInput)`
  padding-inline: 0;
  border: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

export interface PhotoSource {
  /** A data URL or a same-origin address of the image to crop. */
  src: string;
  type: string;
}

/** Spec §5 'Photo': a square crop with rotation from -180 to 180 degrees. */
export function PhotoEditor({
  source,
  onCancel,
  onSave,
}: {
  source: PhotoSource;
  onCancel: () => void;
  onSave: (photo: CroppedPhoto) => void;
}) {
  const { t } = useTranslation('builder');
  const imageRef = useRef<HTMLImageElement>(null);
  const [crop, setCrop] = useState<PercentCrop>();
  const [pixelCrop, setPixelCrop] = useState<PixelCrop | null>(null);
  const [rotation, setRotation] = useState(0);
  const [problem, setProblem] = useState<ValidationMessage | null>(null);
  const text = useMessage();
  const [busy, setBusy] = useState(false);

  const startCrop = (event: SyntheticEvent<HTMLImageElement>) => {
    const { width, height } = event.currentTarget;
    const initial = centerCrop(
      makeAspectCrop({ unit: '%', width: 90 }, PHOTO_CROP_ASPECT, width, height),
      width,
      height,
    );
    setCrop(initial);
    setPixelCrop({
      unit: 'px',
      x: (initial.x / 100) * width,
      y: (initial.y / 100) * height,
      width: (initial.width / 100) * width,
      height: (initial.height / 100) * height,
    });
  };

  const save = async () => {
    const image = imageRef.current;
    if (!image || !pixelCrop || pixelCrop.width <= 0 || !image.naturalWidth) {
      setProblem(PHOTO_MESSAGES.nothingToSave);
      return;
    }
    setBusy(true);
    try {
      onSave(await cropPhoto(image, pixelCrop, rotation, source.type));
    } catch {
      setProblem(PHOTO_MESSAGES.processFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onCancel}
      title={t('photo.editorTitle')}
      closeLabel={t('photo.cancel')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('photo.cancel')}
          </Button>
          <Button onClick={() => void save()} busy={busy}>
            {t('photo.save')}
          </Button>
        </>
      }
    >
      <CropStyles />
      <Stage>
        <ReactCrop
          crop={crop}
          aspect={PHOTO_CROP_ASPECT}
          keepSelection
          ruleOfThirds
          ariaLabels={{
            cropArea: t('photo.cropArea'),
            nwDragHandle: 'nw',
            nDragHandle: 'n',
            neDragHandle: 'ne',
            eDragHandle: 'e',
            seDragHandle: 'se',
            sDragHandle: 's',
            swDragHandle: 'sw',
            wDragHandle: 'w',
          }}
          onChange={(pixels, percent) => {
            setCrop(percent);
            setPixelCrop(pixels);
          }}
        >
          <img
            ref={imageRef}
            src={source.src}
            alt={t('photo.alt')}
            onLoad={startCrop}
            onError={() => setProblem(PHOTO_MESSAGES.invalidFormat)}
            style={{ transform: `rotate(${rotation}deg)` }}
          />
        </ReactCrop>
      </Stage>
      <Controls>
        <Field label={t('photo.rotation')} hint={t('photo.rotationValue', { degrees: rotation })}>
          <Slider
            type="range"
            min={PHOTO_ROTATION_DEGREES.min}
            max={PHOTO_ROTATION_DEGREES.max}
            step={1}
            value={rotation}
            onChange={(event) => setRotation(clampRotation(Number(event.target.value)))}
          />
        </Field>
        {problem && <Alert type="error">{text(problem)}</Alert>}
      </Controls>
    </Modal>
  );
}
