import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from '../../src/components/lists/Field';

describe('Field, the one labelled field of account and admin forms', () => {
  it('names the control by its label and links hint and problem by aria-describedby', () => {
    render(
      <Field
        label="Name"
        hint="As on the sign"
        problem="Required"
        control={(aria) => <input {...aria} className="field__input" />}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['As on the sign', 'Required']);
  });

  it('without hint and problem the control is valid and described by nothing', () => {
    render(<Field label="City" control={(aria) => <input {...aria} />} />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
