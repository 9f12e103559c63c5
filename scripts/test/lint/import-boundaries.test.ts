import { describe, expect, it } from 'vitest';
import { ruleMessages } from './rule-messages';

/** The boundary messages ESLint gives `code` as if it were the file at `filePath` (relative to the repo). */
const boundaryErrors = (filePath: string, code: string) => ruleMessages('import-x/no-restricted-paths', filePath, code);

describe('web import boundaries (npm run lint)', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature, however the path is spelled', async () => {
    const errors = await boundaryErrors(
      'web/src/features/cart/components/example.tsx',
      [
        "import { useSetWishlisted } from '../../wishlist/api/toggle-wishlist';",
        "import { useCart } from '../../../features/cart/api/use-cart';",
        'export const used = [useSetWishlisted, useCart];',
      ].join('\n'),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"../../wishlist/api/toggle-wishlist"');
  });

  it('refuses a feature importing app/, and shared code importing a feature', async () => {
    expect(await boundaryErrors('web/src/features/home/routes/example.tsx', "import { routes } from '../../../app/router';\nexport const used = routes;\n")).toHaveLength(1);
    expect(await boundaryErrors('web/src/lib/example.ts', "import { useCart } from '../features/cart/api/use-cart';\nexport const used = useCart;\n")).toHaveLength(1);
  });

  it('lets a feature use its own modules and shared code, and app/ compose features', async () => {
    expect(
      await boundaryErrors(
        'web/src/features/cart/components/example.tsx',
        "import { useCart } from '../api/use-cart';\nimport { paths } from '../../../config/paths';\nimport { liteFirestore } from '../../../lib/lite-firestore';\nexport const used = [useCart, paths, liteFirestore];\n",
      ),
    ).toEqual([]);
    expect(await boundaryErrors('web/src/app/example.tsx', "import { useCart } from '../features/cart/api/use-cart';\nexport const used = useCart;\n")).toEqual([]);
  });
});
