// Uploading one photo from the admin: scaled down first when large (scale-image.ts), then sent with its progress;
// leaving the screen (unmounting) stops an upload still under way. A list entry's picture and an article's images use it.
import { useEffect, useRef, useState } from 'react';
import type { UploadedImage } from '../../src/contract';
import { uploadImage } from './calls/media';
import { scaleForUpload } from './scale-image';

/** null: no upload; 'preparing': scaling the photo; a number: the share sent so far (0 to 1). */
export type UploadProgress = null | 'preparing' | number;

export function useImageUpload(onBusy?: (busy: boolean) => void) {
  const [progress, setProgress] = useState<UploadProgress>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  /** The stored image; null when a newer upload or leaving the screen stopped it. A failure is thrown. */
  const sendImage = async (file: Blob): Promise<UploadedImage | null> => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    onBusy?.(true);
    setProgress('preparing');
    try {
      const body = await scaleForUpload(file as File);
      if (controller.signal.aborted) return null;
      setProgress(0);
      // Scaled, it may be a new file: the chosen one's name still names it (decision 0248).
      const fileName = file instanceof File ? file.name : undefined;
      return await uploadImage(body, { onProgress: setProgress, signal: controller.signal, fileName });
    } catch (error) {
      if (controller.signal.aborted) return null;
      throw error;
    } finally {
      if (running.current === controller) {
        running.current = null;
        setProgress(null);
        onBusy?.(false);
      }
    }
  };
  return { progress, sendImage };
}
