import { useCallback } from 'react';

interface BlobImageProps {
  blob: Blob;
  alt: string;
  maxSize?: number;
}

const IMAGE_STYLE = { objectFit: 'contain', border: '1px solid #e0e0e0' } as const;

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
  return <img ref={ref} alt={alt} style={{ ...IMAGE_STYLE, maxWidth: maxSize, maxHeight: maxSize }} />;
}

/** An image anyone may load (a CSV's image_url, or inline data). */
export function UrlImage({ src, alt, maxSize = 160 }: { src: string; alt: string; maxSize?: number }) {
  return <img src={src} alt={alt} style={{ ...IMAGE_STYLE, maxWidth: maxSize, maxHeight: maxSize }} />;
}
