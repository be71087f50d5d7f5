import { describe, expect, it } from 'vitest';
import { loginHrefFor, resolveNext } from './redirects.ts';

describe('loginHrefFor', () => {
  it('sends storefront pages to /login and back-office pages to /admin, with the way back', () => {
    expect(loginHrefFor({ pathname: '/checkout', search: '?step=2', hash: '' })).toBe(
      '/login?next=%2Fcheckout%3Fstep%3D2',
    );
    expect(loginHrefFor({ pathname: '/admin/tax', search: '', hash: '' })).toBe('/admin?next=%2Fadmin%2Ftax');
  });

  it('does not point a login page back at itself', () => {
    expect(loginHrefFor({ pathname: '/login', search: '', hash: '' })).toBe('/login');
    expect(loginHrefFor({ pathname: '/admin', search: '', hash: '' })).toBe('/admin');
  });
});

describe('resolveNext', () => {
  it('follows paths of this site within the area of the login page', () => {
    expect(resolveNext('/orders?page=2#top', 'storefront')).toBe('/orders?page=2#top');
    expect(resolveNext('/admin/products-list', 'admin')).toBe('/admin/products-list');
  });

  it('falls back to the area home without a usable next', () => {
    expect(resolveNext(null, 'storefront')).toBe('/');
    expect(resolveNext(null, 'admin')).toBe('/admin/home');
    expect(resolveNext('/admin', 'admin')).toBe('/admin/home');
  });

  it('never leaves the site', () => {
    for (const next of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
    ]) {
      expect(resolveNext(next, 'storefront')).toBe('/');
      expect(resolveNext(next, 'admin')).toBe('/admin/home');
    }
  });

  it('keeps each login page to its own area', () => {
    expect(resolveNext('/admin/tax', 'storefront')).toBe('/');
    expect(resolveNext('/checkout', 'admin')).toBe('/admin/home');
  });
});
