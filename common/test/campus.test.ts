import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMPUS_DOMAINS, isCampusEmail, parseCampusDomains } from '../src/campus';

describe('campus domains', () => {
  it('default to campus.ac.in', () => {
    expect(DEFAULT_CAMPUS_DOMAINS).toEqual(['campus.ac.in']);
    expect(parseCampusDomains(undefined)).toEqual(['campus.ac.in']);
    expect(parseCampusDomains(' , ')).toEqual(['campus.ac.in']);
  });

  it('parse a comma-separated list, trimmed, lower-cased, without @ and duplicates', () => {
    expect(parseCampusDomains(' Campus.ac.in, @iitx.ac.in,campus.ac.in ')).toEqual(['campus.ac.in', 'iitx.ac.in']);
  });
});

describe('isCampusEmail', () => {
  it('accepts the domain and its subdomains in any case', () => {
    expect(isCampusEmail('buyer@campus.ac.in')).toBe(true);
    expect(isCampusEmail(' Buyer@CAMPUS.AC.IN ')).toBe(true);
    expect(isCampusEmail('prof@cse.campus.ac.in')).toBe(true);
  });

  it('refuses other domains, look-alikes and malformed addresses', () => {
    expect(isCampusEmail('someone@gmail.com')).toBe(false);
    expect(isCampusEmail('someone@notcampus.ac.in')).toBe(false);
    expect(isCampusEmail('someone@campus.ac.in.evil.com')).toBe(false);
    expect(isCampusEmail('@campus.ac.in')).toBe(false);
    expect(isCampusEmail('a@b@campus.ac.in')).toBe(false);
    expect(isCampusEmail('campus.ac.in')).toBe(false);
  });

  it('uses the configured domains', () => {
    expect(isCampusEmail('x@iitx.ac.in', ['iitx.ac.in'])).toBe(true);
    expect(isCampusEmail('x@campus.ac.in', ['iitx.ac.in'])).toBe(false);
  });
});
