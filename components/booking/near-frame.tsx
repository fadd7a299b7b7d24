'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Another site's page in a frame (the scheduling calendar), made only after hydration, once its box
 * comes within a screen of the viewport: the third party never competes with the page's own content
 * for the first paint. A frame in the HTML, even `loading="lazy"`, is fetched at the first layout
 * when it sits within the browser's lazy-load distance (thousands of pixels on a phone). Until the
 * frame is made, and for good without script, the box says where the calendar is and links to it.
 */
export function NearFrame({ src, title, boxClassName, frameClassName, testId }: { src: string; title: string; boxClassName: string; frameClassName: string; testId: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={box} className={boxClassName}>
      {near ? (
        <iframe title={title} src={src} loading="lazy" className={frameClassName} data-testid={testId} />
      ) : (
        <p className="p-6 text-muted-foreground">
          The booking calendar appears here.{' '}
          <a href={src} className="font-medium text-primary underline underline-offset-4">
            Open the scheduling page
          </a>{' '}
          to book without it.
        </p>
      )}
    </div>
  );
}
