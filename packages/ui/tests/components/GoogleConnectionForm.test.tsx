import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GoogleConnectionForm } from '../../src/components/GoogleConnectionForm';
import { atPage, siteFixture } from '../site-fixture';

describe('GoogleConnectionForm', () => {
  it('without JavaScript posts its form name to the page; Connect is the primary button', () => {
    render(
      atPage(
        siteFixture('en'),
        '/en/account/pins/locations?p=2',
        <GoogleConnectionForm formName="googleConnect" label="Connect" primary />,
      ),
    );
    const button = screen.getByRole('button', { name: 'Connect' });
    const form = button.closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/en/account/pins/locations?p=2');
    expect(new FormData(form).get('_form')).toBe('googleConnect');
    expect(button.className).toBe('button button--primary');
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('with JavaScript its handler runs instead, and a pending call makes the button wait', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const f = siteFixture('en');
    const { rerender } = render(
      atPage(
        f,
        '/admin',
        <GoogleConnectionForm
          formName="agencyGoogleDisconnect"
          label="Disconnect"
          onSubmit={onSubmit}
        />,
      ),
    );
    const button = screen.getByRole('button', { name: 'Disconnect' });
    expect(button.className).toBe('button');
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
    rerender(
      atPage(
        f,
        '/admin',
        <GoogleConnectionForm
          formName="agencyGoogleDisconnect"
          label="Disconnect"
          onSubmit={onSubmit}
          pending
        />,
      ),
    );
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
