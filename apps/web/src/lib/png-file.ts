export const PNG_ONLY_MESSAGE = 'Only .png images are accepted';

/** 'The image must be at most 5 MiB'. */
export const imageTooLargeMessage = (maxBytes: number): string =>
  `The image must be at most ${maxBytes / 1024 / 1024} MiB`;

/** A chosen image's problem: .png only (the server checks the content too), at most `maxBytes`. */
export function pngFileError(file: File, maxBytes: number): string | null {
  if (!/\.png$/i.test(file.name) || (file.type !== '' && file.type !== 'image/png')) return PNG_ONLY_MESSAGE;
  if (file.size > maxBytes) return imageTooLargeMessage(maxBytes);
  return null;
}
