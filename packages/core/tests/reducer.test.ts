import { describe, expect, it } from 'vitest';
import type { Action } from '../src/actions';
import { reducer } from '../src/reducer';
import { initialState, type State } from '../src/state';
import { CONTEXT, deepFreeze } from './fixtures/state';

const start = (patch: Partial<State> = {}): State =>
  deepFreeze({ ...initialState(CONTEXT), ...patch });

/** Runs actions through the reducer from a deeply frozen state, freezing every step. */
const run = (state: State, ...actions: Action[]): State =>
  actions.reduce((current, action) => deepFreeze(reducer(current, action)), deepFreeze(state));

const signedIn = (jwt = 'h.one.s'): State => run(start(), { type: 'session/jwtSet', jwt });

describe('initialState', () => {
  it('"lang and toLang (default ru)"', () => {
    const state = initialState(CONTEXT);
    expect(state.lang).toBe('ru');
    expect(state.toLang).toBe('ru');
    expect(state.meta.htmlAttrs.lang).toBe('ru');
  });

  it('starts in another language when asked, with html lang in BCP 47 (ua is uk)', () => {
    const state = initialState(CONTEXT, 'ua');
    expect(state.lang).toBe('ua');
    expect(state.toLang).toBe('ua');
    expect(state.meta.htmlAttrs.lang).toBe('uk');
  });

  it('"Global state: context (protocol, hostname, headers, cookies, ip, statusCode), page, way, lang and toLang, loading flag, notification, document (scroll, size, biometrics-available flag)"', () => {
    expect(initialState(CONTEXT)).toEqual({
      context: CONTEXT,
      session: {
        jwt: null,
        stack: [],
        alternates: [],
        actions: [],
        roles: [],
        profile: { isFetched: false, data: null },
      },
      page: null,
      way: [],
      meta: { title: '', htmlAttrs: { lang: 'ru' } },
      lang: 'ru',
      toLang: 'ru',
      loading: false,
      notification: null,
      confirmation: { visible: false, id: null, answer: null },
      document: { scroll: { x: 0, y: 0 }, size: { width: 0, height: 0 }, biometrics: false },
      mobileMenuOpen: false,
      headerSticky: false,
      footerOwnerVisible: false,
    });
  });
});

describe('reducer: session', () => {
  it('"Session: jwt set"', () => {
    const state = signedIn('h.one.s');
    expect(state.session.jwt).toBe('h.one.s');
  });

  it('setting another jwt resets the profile, which belongs to the previous identity', () => {
    const fetched = run(signedIn('h.one.s'), {
      type: 'profile/fetched',
      jwt: 'h.one.s',
      profile: { name: 'Ann' },
    });
    const next = run(fetched, { type: 'session/jwtSet', jwt: 'h.two.s' });
    expect(next.session.jwt).toBe('h.two.s');
    expect(next.session.profile).toEqual({ isFetched: false, data: null });
  });

  it('"Session: jwt ... cleared" — with the profile and the stack of set-aside jwts', () => {
    const state = run(
      signedIn('h.one.s'),
      { type: 'session/alternateEntered', jwt: 'h.two.s' },
      { type: 'profile/fetched', jwt: 'h.two.s', profile: { name: 'Bob' } },
      { type: 'session/jwtCleared' },
    );
    expect(state.session.jwt).toBeNull();
    expect(state.session.stack).toEqual([]);
    expect(state.session.profile).toEqual({ isFetched: false, data: null });
  });

  it('setting an empty jwt clears the session', () => {
    expect(run(signedIn(), { type: 'session/jwtSet', jwt: '' }).session.jwt).toBeNull();
  });

  it('"Alternates are replaced when the same owner and sid exist, otherwise appended"', () => {
    const state = run(
      start(),
      { type: 'session/alternateUpserted', alternate: { owner: 'o', sid: '1', name: 'A' } },
      { type: 'session/alternateUpserted', alternate: { owner: 'o', sid: '2', name: 'B' } },
      { type: 'session/alternateUpserted', alternate: { owner: 'o', sid: '1', name: 'A2' } },
    );
    expect(state.session.alternates).toEqual([
      { owner: 'o', sid: '1', name: 'A2' },
      { owner: 'o', sid: '2', name: 'B' },
    ]);
  });

  it('"they can be cleared"', () => {
    const state = run(
      start(),
      { type: 'session/alternateUpserted', alternate: { owner: 'o', sid: '1' } },
      { type: 'session/alternatesCleared' },
    );
    expect(state.session.alternates).toEqual([]);
  });

  it('entering an alternate sets its jwt aside the current one; leaving it restores that jwt', () => {
    const entered = run(signedIn('h.owner.s'), {
      type: 'session/alternateEntered',
      jwt: 'h.alt.s',
    });
    expect(entered.session.jwt).toBe('h.alt.s');
    expect(entered.session.stack).toEqual(['h.owner.s']);
    const left = run(entered, { type: 'session/alternateLeft' });
    expect(left.session.jwt).toBe('h.owner.s');
    expect(left.session.stack).toEqual([]);
    expect(left.session.profile.isFetched).toBe(false);
  });

  it('entering an alternate needs a signed-in session', () => {
    const state = start();
    expect(reducer(state, { type: 'session/alternateEntered', jwt: 'h.alt.s' })).toBe(state);
  });

  it('"Profile: ... then marked fetched"', () => {
    const state = run(signedIn('h.one.s'), {
      type: 'profile/fetched',
      jwt: 'h.one.s',
      profile: { name: 'Ann' },
    });
    expect(state.session.profile).toEqual({ isFetched: true, data: { name: 'Ann' } });
  });

  it('ignores a profile answer that arrives after the jwt changed', () => {
    const state = run(signedIn('h.one.s'), { type: 'session/jwtSet', jwt: 'h.two.s' });
    const late = { type: 'profile/fetched', jwt: 'h.one.s', profile: { name: 'Old' } } as const;
    expect(reducer(state, late)).toBe(state);
  });

  it('"The customer session carries roles and actions lists loaded from each page response"', () => {
    const state = run(start(), {
      type: 'page/loaded',
      page: { title: 'Pins' },
      meta: {
        title: 'Pins',
        htmlAttrs: { lang: 'en' },
        way: [{ label: 'Pins', to: '/en/account/pins' }],
      },
      actions: ['Pins/list', 'Pins/create'],
      roles: ['customer'],
    });
    expect(state.session.actions).toEqual(['Pins/list', 'Pins/create']);
    expect(state.session.roles).toEqual(['customer']);
  });
});

describe('reducer: page, language, context', () => {
  it('"Page meta: title, htmlAttrs.lang, way (breadcrumb list)" are taken from a page load', () => {
    const way = [{ label: 'Privacy policy', to: '/en/privacy-policy' }];
    const state = run(start(), {
      type: 'page/loaded',
      page: { title: 'Privacy policy', body: '...' },
      meta: { title: 'Privacy policy', htmlAttrs: { lang: 'en' }, way },
      actions: [],
      roles: [],
    });
    expect(state.page).toEqual({ title: 'Privacy policy', body: '...' });
    expect(state.way).toEqual(way);
    expect(state.meta).toEqual({ title: 'Privacy policy', htmlAttrs: { lang: 'en' } });
  });

  it('"Language: the target language is set before navigation and the current language after it"', () => {
    const before = run(start(), { type: 'lang/targetSet', lang: 'en' });
    expect(before.toLang).toBe('en');
    expect(before.lang).toBe('ru');
    const after = run(before, { type: 'lang/set', lang: 'en' });
    expect(after.lang).toBe('en');
    expect(after.meta.htmlAttrs.lang).toBe('en');
  });

  it('setting the current language keeps a newer target language', () => {
    const state = run(
      start(),
      { type: 'lang/targetSet', lang: 'ua' },
      { type: 'lang/set', lang: 'en' },
    );
    expect(state.toLang).toBe('ua');
    expect(state.lang).toBe('en');
  });

  it('writes html lang in BCP 47: ua is uk', () => {
    expect(run(start(), { type: 'lang/set', lang: 'ua' }).meta.htmlAttrs.lang).toBe('uk');
  });

  it('changes context fields and keeps the others', () => {
    const state = run(start(), { type: 'context/changed', context: { statusCode: 404 } });
    expect(state.context).toEqual({ ...CONTEXT, statusCode: 404 });
  });

  it('ignores undefined context fields', () => {
    const state = run(start(), {
      type: 'context/changed',
      context: { statusCode: 404, ip: undefined },
    });
    expect(state.context.ip).toBe(CONTEXT.ip);
  });
});

describe('reducer: loading and notification', () => {
  it('"Loading: set before a request ... and cleared afterwards"', () => {
    const loading = run(start(), { type: 'loading/started' });
    expect(loading.loading).toBe(true);
    expect(run(loading, { type: 'loading/finished' }).loading).toBe(false);
  });

  it('"notification (type, text, duration 3000)": opens with the default duration', () => {
    const state = run(start(), {
      type: 'notification/opened',
      notification: { type: 'danger', text: 'Phone number is invalid' },
    });
    expect(state.notification).toEqual({
      type: 'danger',
      messageId: null,
      text: 'Phone number is invalid',
      duration: 3000,
    });
  });

  it('opens a notification by message id, with its own duration', () => {
    const state = run(start(), {
      type: 'notification/opened',
      notification: { type: 'warning', messageId: 'error.network', duration: 5000 },
    });
    expect(state.notification).toEqual({
      type: 'warning',
      messageId: 'error.network',
      text: null,
      duration: 5000,
    });
  });

  it.each([[0], [-1], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'a duration of %d falls back to 3000 ms',
    (duration) => {
      const state = run(start(), {
        type: 'notification/opened',
        notification: { type: 'other', text: 'x', duration },
      });
      expect(state.notification?.duration).toBe(3000);
    },
  );

  it('"Notification: ... closed by the user or auto-closes"', () => {
    const state = run(
      start(),
      { type: 'notification/opened', notification: { type: 'other', text: 'Saved' } },
      { type: 'notification/closed' },
    );
    expect(state.notification).toBeNull();
  });
});

describe('reducer: confirmation dialog', () => {
  it('a request may carry its own text and ask for focus on reject; one without keeps the defaults', () => {
    const own = run(start(), {
      type: 'confirmation/requested',
      id: 'delete-pin-7',
      text: 'Delete “Main street”? This cannot be undone.',
      focus: 'reject',
    });
    expect(own.confirmation).toEqual({
      visible: true,
      id: 'delete-pin-7',
      answer: null,
      text: 'Delete “Main street”? This cannot be undone.',
      focus: 'reject',
    });
    const plain = run(
      own,
      { type: 'confirmation/rejected' },
      {
        type: 'confirmation/requested',
        id: 'other',
      },
    );
    expect(plain.confirmation).toEqual({ visible: true, id: 'other', answer: null });
  });

  it('"Confirmation dialog: hidden to visible when a confirmation request arrives"', () => {
    const state = run(start(), { type: 'confirmation/requested', id: 'delete-pin-7' });
    expect(state.confirmation).toEqual({ visible: true, id: 'delete-pin-7', answer: null });
  });

  it.each<[Action, string]>([
    [{ type: 'confirmation/accepted' }, 'accepted'],
    [{ type: 'confirmation/rejected' }, 'rejected'],
    [{ type: 'confirmation/hidden' }, 'dismissed'],
    [{ type: 'confirmation/closed' }, 'dismissed'],
  ])('"closes on accept, reject, hide or close event": %j', (action, answer) => {
    const state = run(start(), { type: 'confirmation/requested', id: 'x' }, action);
    expect(state.confirmation).toEqual({ visible: false, id: 'x', answer });
  });

  it('an answer without a visible dialog changes nothing', () => {
    const state = start();
    expect(reducer(state, { type: 'confirmation/accepted' })).toBe(state);
  });
});

describe('reducer: document, mobile menu, header, footer', () => {
  it('"Scroll, resize and fingerprint-availability changes are written into the document state"', () => {
    const state = run(
      start(),
      { type: 'document/scrolled', x: 0, y: 840 },
      { type: 'document/resized', width: 360, height: 740 },
      { type: 'document/biometricsChanged', available: true },
    );
    expect(state.document).toEqual({
      scroll: { x: 0, y: 840 },
      size: { width: 360, height: 740 },
      biometrics: true,
    });
  });

  it('"Mobile menu: closed to open on hamburger click; open to closed on outside click or link choice"', () => {
    const open = run(start(), { type: 'mobileMenu/opened' });
    expect(open.mobileMenuOpen).toBe(true);
    expect(run(open, { type: 'mobileMenu/closed' }).mobileMenuOpen).toBe(false);
    expect(run(start(), { type: 'mobileMenu/toggled' }).mobileMenuOpen).toBe(true);
    expect(run(open, { type: 'mobileMenu/toggled' }).mobileMenuOpen).toBe(false);
  });

  it('"Header: sticky or not, driven by visibility"', () => {
    const sticky = run(start(), { type: 'header/stickyChanged', sticky: true });
    expect(sticky.headerSticky).toBe(true);
    expect(run(sticky, { type: 'header/stickyChanged', sticky: false }).headerSticky).toBe(false);
  });

  it('"Footer owner line: toggled by click"', () => {
    const shown = run(start(), { type: 'footer/ownerToggled' });
    expect(shown.footerOwnerVisible).toBe(true);
    expect(run(shown, { type: 'footer/ownerToggled' }).footerOwnerVisible).toBe(false);
  });
});

describe('reducer: purity', () => {
  const noOps: [string, State, Action][] = [
    ['jwt set to the same jwt', signedIn('h.one.s'), { type: 'session/jwtSet', jwt: 'h.one.s' }],
    ['jwt cleared when signed out', start(), { type: 'session/jwtCleared' }],
    ['alternates cleared when empty', start(), { type: 'session/alternatesCleared' }],
    ['alternate left with an empty stack', signedIn(), { type: 'session/alternateLeft' }],
    ['loading finished when not loading', start(), { type: 'loading/finished' }],
    ['loading started when loading', start({ loading: true }), { type: 'loading/started' }],
    ['notification closed when none', start(), { type: 'notification/closed' }],
    ['confirmation closed when hidden', start(), { type: 'confirmation/closed' }],
    ['toLang set to the same', start(), { type: 'lang/targetSet', lang: 'ru' }],
    ['lang set to the same', start(), { type: 'lang/set', lang: 'ru' }],
    ['scroll to the same place', start(), { type: 'document/scrolled', x: 0, y: 0 }],
    ['resize to the same size', start(), { type: 'document/resized', width: 0, height: 0 }],
    ['biometrics unchanged', start(), { type: 'document/biometricsChanged', available: false }],
    ['menu closed when closed', start(), { type: 'mobileMenu/closed' }],
    ['menu opened when open', start({ mobileMenuOpen: true }), { type: 'mobileMenu/opened' }],
    ['sticky unchanged', start(), { type: 'header/stickyChanged', sticky: false }],
    ['context unchanged', start(), { type: 'context/changed', context: { statusCode: 200 } }],
    ['an unknown action', start(), { type: 'nothing/happened' } as unknown as Action],
  ];

  it.each(noOps)('returns the same state object for a no-op: %s', (_, state, action) => {
    expect(reducer(state, action)).toBe(state);
  });

  it('never mutates: every action runs on a deeply frozen state', () => {
    // run() freezes each state; a mutation would throw in strict-mode modules.
    expect(() =>
      run(
        start(),
        { type: 'session/jwtSet', jwt: 'h.one.s' },
        { type: 'session/alternateUpserted', alternate: { owner: 'o', sid: '1' } },
        { type: 'session/alternateEntered', jwt: 'h.two.s' },
        { type: 'session/alternateLeft' },
        { type: 'profile/fetched', jwt: 'h.one.s', profile: {} },
        { type: 'notification/opened', notification: { type: 'danger', text: 'x' } },
        { type: 'confirmation/requested', id: 'a' },
        { type: 'confirmation/accepted' },
        { type: 'document/scrolled', x: 1, y: 2 },
        { type: 'document/resized', width: 3, height: 4 },
        { type: 'document/biometricsChanged', available: true },
        { type: 'context/changed', context: { statusCode: 500 } },
        { type: 'lang/set', lang: 'es' },
        { type: 'session/alternatesCleared' },
        { type: 'session/jwtCleared' },
      ),
    ).not.toThrow();
  });
});
