import { useState } from 'react';
import styled from 'styled-components';
import { PersonIcon } from '../icons/PersonIcon';

export type AvatarSize = 'sm' | 'md' | 'lg';

const sizes: Record<AvatarSize, string> = { sm: '2.5rem', md: '4rem', lg: '7.5rem' };

const Frame = styled.span<{ $size: AvatarSize }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  inline-size: ${({ $size }) => sizes[$size]};
  block-size: ${({ $size }) => sizes[$size]};
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.tones.neutral.accent};
`;

const Photo = styled.img`
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

export interface AvatarProps {
  /** Address of the photo; null or empty shows the placeholder. */
  src: string | null | undefined;
  /** Describes the photo, e.g. 'Photo of Zainab Al-Rubaie'. */
  alt: string;
  /** Names the placeholder shown when there is no photo or it cannot be loaded, e.g. 'No photo'. */
  placeholderLabel: string;
  size?: AvatarSize;
  className?: string;
}

/** A round photo of a person that falls back to a placeholder when the photo is missing or broken. */
export function Avatar({ src, alt, placeholderLabel, size = 'md', className }: AvatarProps) {
  // Remember which address failed, so a new address gets its own chance to load.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const showPhoto = Boolean(src) && src !== brokenSrc;
  return (
    <Frame
      $size={size}
      className={className}
      {...(showPhoto ? {} : { role: 'img', 'aria-label': placeholderLabel })}
    >
      {showPhoto ? (
        <Photo src={src ?? undefined} alt={alt} onError={() => setBrokenSrc(src ?? null)} />
      ) : (
        <PersonIcon />
      )}
    </Frame>
  );
}
