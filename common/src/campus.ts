/** Sign-up is open only to e-mail addresses of the configured campus domains (one config value, CSV). */

export const DEFAULT_CAMPUS_DOMAINS: readonly string[] = ['campus.ac.in'];

/** 'campus.ac.in, @Other.edu' -> ['campus.ac.in', 'other.edu']; empty or blank gives the default. */
export function parseCampusDomains(csv: string | undefined): readonly string[] {
  const domains = (csv ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
    .filter((domain) => domain !== '');
  return domains.length === 0 ? DEFAULT_CAMPUS_DOMAINS : [...new Set(domains)];
}

/** True for an address at one of the domains or any subdomain of one (case-insensitive). */
export function isCampusEmail(email: string, domains: readonly string[] = DEFAULT_CAMPUS_DOMAINS): boolean {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0 || address.indexOf('@') !== at) return false;
  const host = address.slice(at + 1);
  return domains.some((domain) => {
    const wanted = domain.toLowerCase();
    return host === wanted || host.endsWith(`.${wanted}`);
  });
}
