import sharp from 'sharp';
import type { DemoAvatar } from './generate';

const SIZE = 400;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A PNG portrait drawn here, so demo photos need no download: Latin initials on a colour, or a
 * head-and-shoulders outline for a name written only in Arabic script (librsvg draws Arabic
 * letters unjoined).
 */
export async function renderAvatar(avatar: DemoAvatar): Promise<Buffer> {
  const figure =
    avatar.initials === null
      ? `<circle cx="200" cy="160" r="78" fill="${avatar.foreground}"/>` +
        `<path d="M60 400c0-90 63-150 140-150s140 60 140 150z" fill="${avatar.foreground}"/>`
      : `<text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="160" font-weight="bold" fill="${avatar.foreground}">${escapeXml(avatar.initials)}</text>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" fill="${avatar.background}"/>${figure}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
