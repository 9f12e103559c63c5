import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressCircleSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Colour palettes no component uses. Each costs tokens, CSS variables in every page's inline styles and,
 * above all, time in createSystem, which runs on the main thread before the page can hydrate.
 * (blue stays: the info status colours refer to it.)
 */
const UNUSED_PALETTES = ['yellow', 'cyan', 'purple', 'pink'];
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

/**
 * Chakra's default theme with only the recipes of the components this app uses: the full set is
 * about 18 KB gzip of the first load (ARCHITECTURE "Budgets"). A Chakra component whose recipe is
 * missing here renders unstyled: add its recipe when you start using one.
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    // Asked for less motion (prefers-reduced-motion), the page jumps instead of gliding and colours change at once.
    html: { ...globalCss.html, scrollBehavior: 'smooth', _motionReduce: { scrollBehavior: 'auto' } },
    '*, *::before, *::after': { _motionReduce: { transitionDuration: '0s !important' } },
    // For what no recipe styles (plain links, a page heading focused on navigation); recipes override it.
    '*:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  theme: {
    // xs: a phone of 360 px and up shows two product cards a row (components/product-grid.tsx).
    breakpoints: { xs: '360px', ...breakpoints },
    keyframes,
    tokens: {
      ...tokens,
      colors: withoutUnusedPalettes(tokens.colors ?? {}),
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', system-ui, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, sans-serif" },
        mono: tokens.fonts?.mono ?? { value: 'monospace' },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...withoutUnusedPalettes(semanticTokens.colors ?? {}),
        // WCAG AA (web/src/app/__tests__/theme-contrast.test.tsx): white text on the 600 shades, and on a solid
        // button's hover (its colour at 90%), falls below 4.5:1, the 700 shades pass (gray's solid is gray.900);
        // focus rings in Chakra's 400 and 500 shades are below 3:1 on white and gray.50, the 600 shades pass.
        ...Object.fromEntries(
          (['gray', 'teal', 'green', 'orange', 'red', 'blue'] as const).map((palette) => [
            palette,
            {
              ...semanticTokens.colors?.[palette],
              ...(palette !== 'gray' && { solid: { value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.600}` } } }),
              focusRing: { value: `{colors.${palette}.600}` },
            },
          ]),
        ),
        // Red, orange and green 500 and 600 text on white is below 4.5:1.
        fg: {
          ...semanticTokens.colors?.fg,
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        brand: {
          solid: { value: '{colors.teal.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.teal.700}' },
          muted: { value: '{colors.teal.100}' },
          subtle: { value: '{colors.teal.50}' },
          emphasized: { value: '{colors.teal.200}' },
          focusRing: { value: '{colors.teal.600}' },
        },
      },
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      progressCircle: progressCircleSlotRecipe,
      radioCard: radioCardSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

// createSystem merges (and deep-copies) the configs it is given: merging them here first did it twice.
export const system = createSystem(defaultBaseConfig, themeConfig);
