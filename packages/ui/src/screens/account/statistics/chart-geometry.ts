/** The drawing area of a chart inside its SVG viewBox. */
export interface ChartFrame {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** The frame the statistics charts use: room on the left for the values, below for the days. */
export const CHART_FRAME: ChartFrame = {
  width: 400,
  height: 180,
  left: 40,
  right: 8,
  top: 10,
  bottom: 30,
};

/** A round top for the value axis: 1, 2 or 5 times a power of ten at or above `max` (at least 1). */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/** The x centre of value `index` of `count`, spread over the frame's drawing width. */
export function xAt(index: number, count: number, frame: ChartFrame = CHART_FRAME): number {
  const span = frame.width - frame.left - frame.right;
  return frame.left + (count <= 1 ? span / 2 : ((index + 0.5) * span) / count);
}

/** The y of `value` on an axis from 0 to `top`. */
export function yAt(value: number, top: number, frame: ChartFrame = CHART_FRAME): number {
  const span = frame.height - frame.top - frame.bottom;
  return frame.top + span - (Math.max(0, value) / top) * span;
}

/** The indexes of at most `most` evenly spread labels, always the first and the last. */
export function tickIndexes(count: number, most: number): readonly number[] {
  if (count <= 0) return [];
  if (count <= most) return Array.from({ length: count }, (_, index) => index);
  const step = (count - 1) / (most - 1);
  return Array.from({ length: most }, (_, index) => Math.round(index * step));
}
