import { describe, expect, it } from 'vitest';
import { defaultWebOrigin, robotsTxt } from '../src/site';

describe('robotsTxt', () => {
  const lines = robotsTxt('https://market.example.in').split('\n');

  it('lets every crawler fetch every page and keeps them out of the REST API only', () => {
    expect(lines.slice(0, 3)).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /api/']);
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toEqual(['Disallow: /api/']);
  });

  it("names the sitemap by its absolute URL on the site's origin", () => {
    expect(lines).toContain('Sitemap: https://market.example.in/sitemap.xml');
  });
});

describe('defaultWebOrigin', () => {
  it("is the project's default Hosting site", () => {
    expect(defaultWebOrigin('demo-campus-market')).toBe('https://demo-campus-market.web.app');
  });
});
