// The image library: every uploaded image with its uses, deleting one nothing uses, and uploading one.
import { queryOptions } from '@tanstack/react-query';
import type { Focus, ImageVersion, MediaItem, Ok, PictureRef, UploadedImage } from '../../../src/contract';
import { API_PATHS, pathTo } from '../../../src/contract/api-paths';
import { api } from '../api';
import { upload, type UploadOptions } from '../upload';

const PATHS = API_PATHS.media;

/** One list for the Images settings and the search snippets' image picker. */
export const mediaQuery = () => queryOptions({ queryKey: ['media'], queryFn: () => api<MediaItem[]>(PATHS.list) });

/** Refused with 409 (naming the uses) when something uses it. */
export const deleteImage = (image: Pick<UploadedImage, 'path'>) => {
  const name = image.path.slice(image.path.lastIndexOf('/') + 1); // its own address, /media/<name>, ends with it
  return api<Ok>(pathTo(PATHS.one, { name }), { method: 'DELETE' });
};

/**
 * One file, judged by its bytes on the server; 201 when new, 200 when the same bytes were stored already. The file's
 * name (`fileName`, else a File's own) names the image in the library (decision 0248).
 */
export const uploadImage = (file: Blob, { fileName, ...options }: UploadOptions & { fileName?: string } = {}) => {
  const name = fileName ?? (file instanceof File ? file.name : '');
  return upload<UploadedImage>(name ? `${PATHS.upload}?name=${encodeURIComponent(name)}` : PATHS.upload, file, options);
};

/** Its name in the library (decision 0248); null or "" for none. Answered with the image as an upload is. */
export const setImageName = ({ image, name }: { image: Pick<UploadedImage, 'path'>; name: string | null }) => {
  const file = image.path.slice(image.path.lastIndexOf('/') + 1);
  return api<UploadedImage>(pathTo(PATHS.one, { name: file }), { method: 'PATCH', body: { name } });
};

/** The image shown in place of `image` as its `version` (decision 0101), or null to show the image itself. */
export const setImageVersion = ({
  image,
  version,
  to,
}: {
  image: Pick<UploadedImage, 'path'>;
  version: ImageVersion;
  to: string | null;
}) => {
  const name = image.path.slice(image.path.lastIndexOf('/') + 1);
  return api<Ok>(pathTo(PATHS.version, { name, version }), { method: 'PUT', body: { path: to } });
};

/** Where the photo's subject is: the pages' crops of it keep that point in view (decision 0104). */
export const setImageFocus = ({ image, focus }: { image: Pick<UploadedImage, 'path'>; focus: Focus }) => {
  const name = image.path.slice(image.path.lastIndexOf('/') + 1);
  return api<Ok>(pathTo(PATHS.focus, { name }), { method: 'PUT', body: focus });
};

/**
 * The picture a page in `lang` shows for the image at `path`, as the public pages choose it (decision 0101): its Chinese
 * version there, with that one's dark version for the dark theme. The image itself while the library is not read yet.
 */
export function pictureIn(images: MediaItem[] | undefined, path: string, lang: 'en' | 'zh', alt = ''): PictureRef {
  const find = (p: string | null) => (p === null ? undefined : images?.find((image) => image.path === p));
  const own = find(path);
  const shown = (lang === 'zh' && find(own?.zhPath ?? null)) || own;
  const dark = find(shown?.darkPath ?? null);
  return {
    path: shown?.path ?? path,
    width: shown?.width ?? 1200,
    height: shown?.height ?? 675,
    alt,
    look: shown?.look,
    dark: dark ? { path: dark.path, width: dark.width, height: dark.height, look: dark.look } : null,
  };
}

/** An image that stands in for no other (decision 0101): a version follows the image it stands in for. */
export const isOwnImage = (image: MediaItem) => !image.uses.some((use) => use.kind === 'chinese' || use.kind === 'dark');

/** The images a cover or a screen may be: not another image's Chinese or dark version. */
export const pickable = (images: MediaItem[] | undefined) => images?.filter(isOwnImage);

/**
 * Whether an image is shaped like a logo: a mark about as tall as it is wide, a wordmark three or more times as wide as
 * it is tall, or anything small. A full-width screenshot or photo (a 16:9 picture of 1,200 pixels) is none, so the
 * logo's picker does not offer the screens of the client stories.
 */
export const isLogoShaped = ({ width, height }: { width: number; height: number }) => {
  const ratio = width / height;
  return width <= 1000 || (ratio >= 0.8 && ratio <= 1.25) || ratio >= 2.5;
};
