'use client';

import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { clampPercent, sliderKeyStep } from '@/lib/site/slider';

export interface BeforeAfterSliderProps {
  /** The two pictures, rendered on the server (components/ui/image.tsx) and filling the frame. */
  before: ReactNode;
  after: ReactNode;
  label: string;
}

/**
 * Compares two images of the same page: the before image on the left of the divider, the after
 * image on the right. Starts at 50%; a click or drag anywhere on the frame moves the divider
 * (clamped to 0–100%), and the handle is a keyboard slider (arrows, Page Up/Down, Home, End).
 */
export function BeforeAfterSlider({ before, after, label }: BeforeAfterSliderProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const [position, setPosition] = useState(50);

  const moveTo = (clientX: number) => {
    const frame = frameRef.current;
    if (!frame) return;
    const { left, width } = frame.getBoundingClientRect();
    if (width > 0) setPosition(clampPercent(((clientX - left) / width) * 100));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    moveTo(event.clientX);
    handleRef.current?.focus({ preventScroll: true });
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX);
  };
  const endDrag = () => {
    dragging.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = sliderKeyStep(event.key, position);
    if (next === null) return;
    event.preventDefault();
    setPosition(next);
  };

  const rounded = Math.round(position);
  return (
    <div
      ref={frameRef}
      className="before-after"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      data-testid="before-after-frame"
    >
      {after}
      <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }} data-testid="before-layer">
        {before}
      </div>
      <span className="before-after-label left-3 bg-foreground/80">
        Before
      </span>
      <span className="before-after-label right-3 bg-primary">
        After
      </span>
      <div className="before-after-divider" style={{ left: `${position}%` }} />
      <div
        ref={handleRef}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}% before, ${100 - rounded}% after`}
        onKeyDown={onKeyDown}
        className="before-after-handle"
        style={{ left: `${position}%` }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m9 18-6-6 6-6M15 6l6 6-6 6" />
        </svg>
      </div>
    </div>
  );
}
