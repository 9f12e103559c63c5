// frame-src: the Auth SDK's provider sign-in talks to its popup through a frame on the Auth emulator.
const OPENED_TO_EMULATORS = new Set(['connect-src', 'img-src', 'frame-src']);

/**
 * firebase.json's Content-Security-Policy as the local stack's Hosting serves it: the page also talks to the
 * emulators on `host` (any port), frames the Auth emulator and shows Storage emulator images, all over plain http, where
 * upgrade-insecure-requests would break every emulator call.
 */
export function localContentSecurityPolicy(policy: string, host: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && directive !== 'upgrade-insecure-requests')
    .map((directive) => (OPENED_TO_EMULATORS.has(directive.split(' ')[0] ?? '') ? `${directive} http://${host}:*` : directive))
    .join('; ');
}

interface HeaderRule {
  headers?: { key: string; value: string }[];
}

/** Hosting's header rules with the local policy in place of the deployed one. */
export function withLocalCsp(rules: unknown, host: string): unknown {
  if (!Array.isArray(rules)) return rules;
  return rules.map((rule: HeaderRule) => ({
    ...rule,
    headers: rule.headers?.map((header) =>
      header.key === 'Content-Security-Policy' ? { ...header, value: localContentSecurityPolicy(header.value, host) } : header,
    ),
  }));
}
