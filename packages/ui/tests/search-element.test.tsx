import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the <search> landmark in the test DOM', () => {
  it('is a known HTML element, so React renders it without a warning', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <search>
        <form />
      </search>,
    );
    const element = container.querySelector('search');
    expect(element).not.toBeNull();
    expect(Object.prototype.toString.call(element)).not.toBe('[object HTMLUnknownElement]');
    expect(errors).not.toHaveBeenCalled();
  });
});
