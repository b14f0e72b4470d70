import type { ImageFile, Photo } from '@/features/gallery/rules';

const srcSet = (files: readonly ImageFile[]) => files.map((file) => `${file.url} ${file.width}w`).join(', ');

type PhotoPictureProps = {
  photo: Photo;
  /** The width the CSS gives the picture at each viewport, as `sizes` says it: the browser picks the narrowest file that fills it. */
  sizes: string;
  /** The widest file worth offering (the grid's tiles never need the 1600 px copy). */
  maxWidth?: number;
  /** On the first screen: loaded at once; below it, when the visitor scrolls near. */
  eager?: boolean;
  className?: string;
};

/** A photo as WebP with a JPEG fallback, with its own width and height so nothing moves while it loads. */
export function PhotoPicture({ photo, sizes, maxWidth = Infinity, eager = false, className }: PhotoPictureProps) {
  const fits = (files: readonly ImageFile[]) => {
    const within = files.filter((file) => file.width <= maxWidth);
    return within.length > 0 ? within : files.slice(0, 1);
  };
  const webp = fits(photo.webp);
  const jpeg = fits(photo.jpeg);
  const shown = jpeg[0] ?? photo.fallback;
  return (
    <picture className={className}>
      {webp.length > 0 && <source type="image/webp" srcSet={srcSet(webp)} sizes={sizes} />}
      <img
        src={shown.url}
        srcSet={srcSet(jpeg)}
        sizes={sizes}
        alt={photo.alt}
        lang={photo.lang}
        width={shown.width}
        height={shown.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}
