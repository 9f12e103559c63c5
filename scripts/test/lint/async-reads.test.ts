import { describe, expect, it } from 'vitest';
import { ruleMessages } from './rule-messages';

/** The messages of the rule against async reads in effects that ESLint gives `code` as a web file. */
const asyncReadErrors = (code: string) => ruleMessages('no-restricted-syntax', 'web/src/components/example.tsx', code);

describe('async reads in the web app (npm run lint)', { timeout: 60_000 }, () => {
  it('refuses an effect that loads a module into state behind a `let current = true` guard', async () => {
    const errors = await asyncReadErrors(
      [
        "import { useEffect, useState } from 'react';",
        'export function useQr(link: string) {',
        '  const [svg, setSvg] = useState<string | null>(null);',
        '  useEffect(() => {',
        '    let current = true;',
        "    void import('qrcode').then(({ toString }) => toString(link).then((markup) => { if (current) setSvg(markup); }));",
        '    return () => { current = false; };',
        '  }, [link]);',
        '  return svg;',
        '}',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('make it a query (TanStack Query)');
  });

  it('lets a query load the module, and an effect do a one-off action', async () => {
    expect(
      await asyncReadErrors(
        [
          "import { useEffect } from 'react';",
          "import { useQuery } from '@tanstack/react-query';",
          'export function useQr(link: string, onShown: () => void) {',
          "  const qr = useQuery({ queryKey: ['qr', link], queryFn: async () => (await import('qrcode')).toString(link) });",
          '  useEffect(() => { if (qr.data) onShown(); }, [qr.data, onShown]);',
          '  return qr.data;',
          '}',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
