import { describe, expect, it } from 'vitest';
import { deepLinkTarget, findDeepLinkInArgv, parseDeepLink, routeTarget } from './deep-links';

describe('parseDeepLink', () => {
  it('turns a host-form link into an app route with its query', () => {
    expect(parseDeepLink('repetytor://lessons/42?tab=homework')).toEqual({
      path: '/lessons/42',
      search: '?tab=homework',
    });
  });

  it('accepts the path form and a bare scheme', () => {
    expect(parseDeepLink('repetytor:///lessons/42')).toEqual({ path: '/lessons/42', search: '' });
    expect(parseDeepLink('repetytor://')).toEqual({ path: '/', search: '' });
  });

  it('re-encodes the query so it cannot break out of the URL', () => {
    expect(parseDeepLink('repetytor://search?q=a b&x=<script>')?.search).toBe('?q=a+b&x=%3Cscript%3E');
  });

  it.each([
    'https://repetytor.ua/lessons/1',
    'javascript:alert(1)',
    'repetytor://lessons/a%2Fb',
    'repetytor://user:pw@lessons/1',
    'repetytor://lessons:8080/1',
    'repetytor://lessons/<script>',
    `repetytor://lessons/${'a'.repeat(3000)}`,
    'not a url',
  ])('ignores %s', (link) => {
    expect(parseDeepLink(link)).toBeNull();
  });

  it('resolves dot segments, plain or encoded, without leaving the app root', () => {
    expect(parseDeepLink('repetytor://lessons/../../etc')).toEqual({ path: '/lessons/etc', search: '' });
    expect(parseDeepLink('repetytor://lessons/%2e%2e/admin')).toEqual({ path: '/lessons/admin', search: '' });
  });
});

describe('findDeepLinkInArgv', () => {
  it('finds the link Windows and Linux pass to a second instance', () => {
    const argv = ['/opt/Repetytor/repetytor', '--no-sandbox', 'repetytor://lessons/7'];
    expect(findDeepLinkInArgv(argv)).toEqual({ path: '/lessons/7', search: '' });
    expect(findDeepLinkInArgv(['/opt/Repetytor/repetytor'])).toBeNull();
  });
});

describe('deepLinkTarget', () => {
  it('always points inside the app origin', () => {
    expect(deepLinkTarget({ path: '/lessons/7', search: '?tab=homework' }, 'app://repetytor/')).toBe(
      'app://repetytor/lessons/7?tab=homework',
    );
    expect(deepLinkTarget({ path: '/x', search: '' }, 'http://localhost:5173/')).toBe('http://localhost:5173/x');
  });
});

describe('routeTarget', () => {
  it("turns a notification's route into a URL of the app origin", () => {
    expect(routeTarget('/messages/5f0c-1', 'app://repetytor/')).toBe('app://repetytor/messages/5f0c-1');
    expect(routeTarget('/requests?tab=general', 'http://localhost:8080')).toBe(
      'http://localhost:8080/requests?tab=general',
    );
  });

  it('never leaves the app origin, and opens nothing for a route a deep link could not be', () => {
    expect(new URL(routeTarget('/messages/../../etc', 'app://repetytor/')!).origin).toBe(
      new URL('app://repetytor/').origin,
    );
    expect(routeTarget('/a%2Fb', 'app://repetytor/')).toBeNull();
  });
});
