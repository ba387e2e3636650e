import { describe, expect, it } from 'vitest';
import { analyticsLocation } from '../src/index';

describe('analyticsLocation', () => {
  it.each([
    [
      'https://agency.example/en/confirm-email?token=eyJ.secret.sig',
      'https://agency.example/en/confirm-email',
    ],
    [
      'https://agency.example/en/recover?code=123456&email=a%40b.c',
      'https://agency.example/en/recover',
    ],
    [
      'https://agency.example/en/account/pins?p=2&token=x#top',
      'https://agency.example/en/account/pins?p=2',
    ],
    ['https://agency.example/en/blog?el=intro', 'https://agency.example/en/blog?el=intro'],
    ['https://agency.example/en#token=x', 'https://agency.example/en'],
    ['/en/confirm-email?token=abc', '/en/confirm-email'],
    ['https://agency.example/', 'https://agency.example/'],
  ])('%s -> %s', (href, expected) => {
    expect(analyticsLocation(href)).toBe(expected);
  });
});
