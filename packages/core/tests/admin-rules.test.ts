import { describe, expect, it } from 'vitest';
import {
  ADMIN_FILTER_MAX_LENGTH,
  adminCan,
  adminListQuery,
  adminListSearch,
  controllerName,
  currentPasswordProblem,
  filterAdminList,
  nonNegativeInteger,
  pageRoute,
  roleName,
  subactionName,
  toggleAdminSort,
  unprefixedRoute,
} from '../src/admin-rules';
import { checkRules, email, maxLength, minLength, phone, required, url } from '../src/field-rule';

describe('admin field rules (the /web contract limits)', () => {
  it('required refuses empty and blank values', () => {
    expect(required('')).toEqual({ code: 'required' });
    expect(required('   ')).toEqual({ code: 'required' });
    expect(required('x')).toBeNull();
  });

  it('optional rules let an empty value pass', () => {
    for (const rule of [
      email,
      phone,
      url,
      nonNegativeInteger,
      roleName,
      controllerName,
      subactionName,
      pageRoute,
      unprefixedRoute,
      minLength(8),
    ]) {
      expect(rule('')).toBeNull();
    }
  });

  it('e-mail: one @ and a dot in the domain, at most 254 characters', () => {
    expect(email('admin@agency.test')).toBeNull();
    expect(email('admin@agency')).toEqual({ code: 'format', format: 'email' });
    expect(email('a b@agency.test')).toEqual({ code: 'format', format: 'email' });
    expect(email(`${'a'.repeat(250)}@x.io`)).toEqual({ code: 'tooLong', max: 254 });
  });

  it('phone: digits, spaces, +, parentheses and dashes, 3 to 40 characters', () => {
    expect(phone('+380 (44) 123-45-67')).toBeNull();
    expect(phone('12')).toEqual({ code: 'format', format: 'phone' });
    expect(phone('call me')).toEqual({ code: 'format', format: 'phone' });
    expect(phone('1'.repeat(41))).toEqual({ code: 'format', format: 'phone' });
  });

  it('url: http(s) with a host, at most 2000 characters', () => {
    expect(url('https://coffee.example/menu?x=1')).toBeNull();
    expect(url('http://localhost:3000/')).toBeNull();
    expect(url('coffee.example')).toEqual({ code: 'format', format: 'url' });
    expect(url('javascript:alert(1)')).toEqual({ code: 'format', format: 'url' });
    expect(url(`https://a.io/${'x'.repeat(2000)}`)).toEqual({ code: 'tooLong', max: 2000 });
  });

  it('role names are ^[a-z][a-z0-9-]{1,63}$', () => {
    expect(roleName('editor-2')).toBeNull();
    expect(roleName('Editor')).toEqual({ code: 'format', format: 'roleName' });
    expect(roleName('e')).toEqual({ code: 'format', format: 'roleName' });
    expect(roleName(`e${'x'.repeat(64)}`)).toEqual({ code: 'format', format: 'roleName' });
  });

  it('controller names are ^[A-Z][A-Za-z]{1,63}$ and subaction names ^[a-z][A-Za-z]{1,63}$', () => {
    expect(controllerName('AdminAccount')).toBeNull();
    expect(controllerName('users')).toEqual({ code: 'format', format: 'controllerName' });
    expect(controllerName('Users2')).toEqual({ code: 'format', format: 'controllerName' });
    expect(subactionName('signIn')).toBeNull();
    expect(subactionName('SignIn')).toEqual({ code: 'format', format: 'subactionName' });
    expect(subactionName('sign-in')).toEqual({ code: 'format', format: 'subactionName' });
  });

  it('page routes are ^/[a-z0-9/-]*$ without a language prefix', () => {
    expect(pageRoute('/privacy-policy')).toBeNull();
    expect(pageRoute('/')).toBeNull();
    expect(pageRoute('privacy-policy')).toEqual({ code: 'format', format: 'pageRoute' });
    expect(pageRoute('/Privacy')).toEqual({ code: 'format', format: 'pageRoute' });
    expect(pageRoute('/en/privacy-policy')).toEqual({ code: 'format', format: 'pageRoute' });
  });

  it('navigation routes are "Unprefixed path, e.g. /account/pins/locations"', () => {
    expect(unprefixedRoute('/account/pins/locations')).toBeNull();
    expect(unprefixedRoute('/ua/account')).toEqual({ code: 'format', format: 'unprefixedRoute' });
    expect(unprefixedRoute('account')).toEqual({ code: 'format', format: 'unprefixedRoute' });
  });

  it('lengths and integers', () => {
    expect(maxLength(3)('abcd')).toEqual({ code: 'tooLong', max: 3 });
    expect(maxLength(3)('abc')).toBeNull();
    expect(minLength(8)('short')).toEqual({ code: 'minLength', min: 8 });
    expect(nonNegativeInteger('12')).toBeNull();
    expect(nonNegativeInteger('-1')).toEqual({ code: 'format', format: 'integer' });
    expect(nonNegativeInteger('1.5')).toEqual({ code: 'format', format: 'integer' });
  });

  it('checkRules answers the first broken rule', () => {
    expect(checkRules('', [required, roleName])).toEqual({ code: 'required' });
    expect(checkRules('X', [required, roleName])).toEqual({ code: 'format', format: 'roleName' });
    expect(checkRules('editor', [required, roleName])).toBeNull();
  });

  it('"currentPassword is required to change email or password"', () => {
    const saved = {
      savedEmail: 'a@agency.test',
      email: 'a@agency.test',
      newPassword: '',
      currentPassword: '',
    };
    expect(currentPasswordProblem(saved)).toBeNull();
    expect(currentPasswordProblem({ ...saved, email: 'b@agency.test' })).toEqual({
      code: 'currentPassword',
    });
    expect(currentPasswordProblem({ ...saved, newPassword: 'new-secret-1' })).toEqual({
      code: 'currentPassword',
    });
    expect(
      currentPasswordProblem({ ...saved, newPassword: 'new-secret-1', currentPassword: 'old' }),
    ).toBeNull();
  });
});

describe('admin list state in the URL (paging, sort and filter)', () => {
  const sorts = ['name', 'createdAt'];

  it('reads p, sort and filter from the route query', () => {
    expect(adminListQuery({ p: '3', sort: '-name', filter: ' coffee ' }, sorts)).toEqual({
      p: 3,
      sort: '-name',
      filter: 'coffee',
    });
  });

  it('bad input gets the defaults, never an exception', () => {
    expect(adminListQuery({ p: '0', sort: 'password', filter: '' }, sorts)).toEqual({
      p: 1,
      sort: null,
      filter: '',
    });
    expect(adminListQuery({ p: 'abc', sort: '-' }, sorts)).toEqual({
      p: 1,
      sort: null,
      filter: '',
    });
    expect(adminListQuery({ p: '1e3' }, sorts).p).toBe(1);
    expect(adminListQuery({ filter: 'x'.repeat(500) }, sorts).filter).toHaveLength(
      ADMIN_FILTER_MAX_LENGTH,
    );
  });

  it('writes only what differs from the defaults', () => {
    expect(adminListSearch({ p: 1, sort: null, filter: '' })).toEqual({});
    expect(adminListSearch({ p: 2, sort: 'name', filter: 'x' })).toEqual({
      filter: 'x',
      sort: 'name',
      p: '2',
    });
  });

  it('sorting toggles ascending and descending and returns to page 1', () => {
    const list = { p: 4, sort: null, filter: 'x' };
    const once = toggleAdminSort(list, 'name');
    expect(once).toEqual({ p: 1, sort: 'name', filter: 'x' });
    expect(toggleAdminSort(once, 'name').sort).toBe('-name');
    expect(toggleAdminSort({ ...once, sort: '-name' }, 'name').sort).toBe('name');
    expect(toggleAdminSort(once, 'createdAt').sort).toBe('createdAt');
  });

  it('a new filter starts from page 1', () => {
    expect(filterAdminList({ p: 5, sort: 'name', filter: '' }, '  shop ')).toEqual({
      p: 1,
      sort: 'name',
      filter: 'shop',
    });
  });

  it('"Menus and buttons the admin\'s roles do not permit are hidden": adminCan reads the page actions', () => {
    expect(adminCan(['Users/list', 'Users/create'], 'Users', 'create')).toBe(true);
    expect(adminCan(['Users/list'], 'Users', 'delete')).toBe(false);
  });
});
