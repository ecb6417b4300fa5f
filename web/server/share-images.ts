// The built-in share images' files by their stable paths (scripts/og-image.ts draws them): imported as files, so the
// binary embeds them and the server reads them from there; the source tree's own when running from source.
import en from '../share/og-image.png' with { type: 'file' };
import zh from '../share/og-image-zh.png' with { type: 'file' };
import { SHARE_IMAGES } from '../../src/contract/brand';

export const SHARE_IMAGE_FILES: Readonly<Record<string, string>> = { [SHARE_IMAGES.en]: en, [SHARE_IMAGES.zh]: zh };
