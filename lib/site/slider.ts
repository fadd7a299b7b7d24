/** The before/after slider's position rules: a percentage clamped to 0–100. */
export const SLIDER_START = 50;
export const SLIDER_STEP = 5;
export const SLIDER_PAGE_STEP = 20;

export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return SLIDER_START;
  return Math.min(100, Math.max(0, value));
}

/** The position after a key press, or null when the key does not move the slider. */
export function sliderKeyStep(key: string, position: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(position - SLIDER_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(position + SLIDER_STEP);
    case 'PageDown':
      return clampPercent(position - SLIDER_PAGE_STEP);
    case 'PageUp':
      return clampPercent(position + SLIDER_PAGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}
