'use client';

import { useEffect, useRef, useState } from 'react';
import { countTarget, formatCount } from '@/lib/site/proof-stat';

export const COUNT_UP_MS = 2000;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * A stat value that counts up over 2000 ms when it is scrolled into view. The server HTML carries
 * the final value (for search engines and visitors without JavaScript); a value already on screen
 * when the page loads, or any value under prefers-reduced-motion, simply stays final. An invisible
 * copy of the final value reserves the width, so counting never shifts the layout.
 */
export function CountUpValue({ value }: { value: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const element = ref.current;
    const target = countTarget(value);
    if (!element || !target || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;

    let frame = 0;
    setShown(formatCount(0, target));
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const progress = Math.min(1, (now - start) / COUNT_UP_MS);
          setShown(progress >= 1 ? value : formatCount(target.target * easeOutCubic(progress), target));
          if (progress < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return (
    <span ref={ref} className="count-up" data-count-up={value}>
      <span className="sr-only">{value}</span>
      <span aria-hidden="true" className="invisible">
        {value}
      </span>
      <span aria-hidden="true" data-testid="count-up-shown">
        {shown}
      </span>
    </span>
  );
}
