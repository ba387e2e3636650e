import type { FC } from 'react';

// Ladle's own type entry re-exports its app's .tsx sources, which every program importing it then
// type-checks; TypeScript 7 finds errors in them (decision 0058). Ladle reads stories by convention
// (`ladle build` in CI), so these types name only what our stories give it. They are not Ladle's: a
// Ladle upgrade that renames a field fails no check here (read its changelog).

/** How Ladle's panel controls one argument of a story of type `T` (its `ControlType`s). */
export interface StoryArgType<T = unknown> {
  options?: readonly T[];
  control?: {
    type:
      | 'select'
      | 'radio'
      | 'inline-radio'
      | 'check'
      | 'inline-check'
      | 'multi-select'
      | 'boolean'
      | 'number'
      | 'text'
      | 'range'
      | 'background'
      | 'color'
      | 'date';
  };
  defaultValue?: T;
}

/** A story file's default export: its title in Ladle's menu, its arguments' defaults and controls. */
export interface StoryDefault<P = Record<string, unknown>> {
  title?: string;
  args?: Partial<P>;
  argTypes?: { [K in keyof P]?: StoryArgType<P[K]> };
}

/** A story: a component of its arguments, under an optional name in Ladle's menu. */
export type Story<P = Record<string, unknown>> = FC<P> & { storyName?: string; args?: Partial<P> };
