import { fireEvent, render, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Slides } from '../../src/screens/landing/Slides';
import { reducedMotion } from '../reduced-motion';
import { atPage, siteFixture } from '../site-fixture';

const slides = () => document.getElementById('pricing') as HTMLElement;
const current = () =>
  slides().querySelector('.slide[data-current="true"]')?.querySelector('h3')?.textContent;
const touch = (target: Element, type: 'touchStart' | 'touchEnd', x: number, timeStamp: number) => {
  // An init object cannot set timeStamp; the carousel reads it from the event, so define it.
  const created = new TouchEvent(type === 'touchStart' ? 'touchstart' : 'touchend', {
    bubbles: true,
    changedTouches: [{ clientX: x, clientY: 300, identifier: 1, target } as unknown as Touch],
  });
  Object.defineProperty(created, 'timeStamp', { value: timeStamp });
  fireEvent(target, created);
};

describe('the landing slides become a carousel on narrow screens once the script runs', () => {
  it('without JavaScript (the server markup) all three slides are a plain list: no controls, no carousel roles', () => {
    const html = renderToString(atPage(siteFixture('en'), '/en', <Slides />));
    expect(html.match(/class="slide"/g)).toHaveLength(3);
    expect(html).not.toContain('data-carousel');
    expect(html).not.toContain('slides__controls');
    expect(html).not.toContain('aria-roledescription');
  });

  it('previous and next buttons move one slide, stop at the ends, and the position is announced', () => {
    reducedMotion(false);
    render(atPage(siteFixture('en'), '/en', <Slides />));
    const region = slides();
    expect(region.getAttribute('data-carousel')).toBe('on');
    const previous = within(region).getByRole('button', { name: 'Previous offer' });
    const next = within(region).getByRole('button', { name: 'Next offer' });
    expect(current()).toBe('Search optimisation');
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(next);
    expect(current()).toBe('Pay per click');
    expect(within(region).getByText('2 of 3').getAttribute('aria-live')).toBe('polite');
    fireEvent.click(next);
    expect(current()).toBe('Location-based marketing');
    expect((next as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(previous);
    expect(current()).toBe('Pay per click');
  });

  it('the focused carousel answers the arrow keys; slides are labelled "n of 3"', () => {
    reducedMotion(false);
    render(atPage(siteFixture('ru'), '/', <Slides />));
    const viewport = slides().querySelector('.slides__viewport') as HTMLElement;
    expect(viewport.getAttribute('aria-roledescription')).toBe('карусель');
    expect(viewport.tabIndex).toBe(0);
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(current()).toBe('Оплата за клик');
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(current()).toBe('Поисковая оптимизация');
    const labels = [...slides().querySelectorAll('.slide')].map((li) =>
      li.getAttribute('aria-label'),
    );
    expect(labels).toEqual(['1 из 3', '2 из 3', '3 из 3']);
  });

  it('a swipe of 10 px or more within 500 ms moves it; 9 px or a slow drag does not', () => {
    reducedMotion(false);
    render(atPage(siteFixture('en'), '/en', <Slides />));
    const viewport = slides().querySelector('.slides__viewport') as HTMLElement;
    touch(viewport, 'touchStart', 200, 1000);
    touch(viewport, 'touchEnd', 191, 1100);
    expect(current()).toBe('Search optimisation');
    touch(viewport, 'touchStart', 200, 2000);
    touch(viewport, 'touchEnd', 120, 2600);
    expect(current()).toBe('Search optimisation');
    touch(viewport, 'touchStart', 200, 3000);
    touch(viewport, 'touchEnd', 190, 3100);
    expect(current()).toBe('Pay per click');
    touch(viewport, 'touchStart', 100, 4000);
    touch(viewport, 'touchEnd', 220, 4200);
    expect(current()).toBe('Search optimisation');
  });

  it('holds still under reduced motion (no transition), and still works', () => {
    reducedMotion(true);
    render(atPage(siteFixture('en'), '/en', <Slides />));
    expect(slides().getAttribute('data-carousel')).toBe('still');
    fireEvent.click(within(slides()).getByRole('button', { name: 'Next offer' }));
    expect(current()).toBe('Pay per click');
  });
});
