'use client';

import { useEffect, useRef, useState } from 'react';

// How close the map may come to the viewport before it starts loading.
const LOAD_MARGIN = '300px';

/**
 * The footer's embedded map, loaded only when a visitor scrolls near it. The embed brings its own
 * scripts and tiles; `loading="lazy"` alone still loads it with the page, because browsers start lazy
 * frames thousands of pixels early and the footer of a phone-sized page is within that reach.
 * Without JavaScript the map is embedded as it is.
 */
export function MapEmbed({ src, title }: { src: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (!('IntersectionObserver' in window)) {
      // Known only in the browser, after hydration: the server always renders the placeholder.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const map = <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer" />;
  return (
    <div ref={box} className="map-frame">
      {near ? map : <noscript>{map}</noscript>}
    </div>
  );
}
