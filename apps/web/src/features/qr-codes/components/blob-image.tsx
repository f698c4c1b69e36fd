import { useCallback } from 'react';

interface BlobImageProps {
  blob: Blob;
  alt: string;
  maxSize?: number;
}

/** Shows a Blob (a chosen file, or an image fetched with the token) through an object URL it revokes. */
export function BlobImage({ blob, alt, maxSize = 160 }: BlobImageProps) {
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return (
    <img
      ref={ref}
      alt={alt}
      style={{ maxWidth: maxSize, maxHeight: maxSize, objectFit: 'contain', border: '1px solid #e0e0e0' }}
    />
  );
}
