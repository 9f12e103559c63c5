/** Generated cover pictures for the demo catalogue: a category-coloured card with an icon and the title. */
import { escapeMarkup } from '@campus/common/markup';

interface CategoryArt {
  from: string;
  to: string;
  /** SVG elements drawn in a 200 x 200 box, white strokes on the gradient. */
  icon: string;
}

const stroke = 'fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"';

const MISCELLANEOUS_ART: CategoryArt = {
  from: '#475569',
  to: '#94a3b8',
  icon: `<path d="M30 70 L100 35 L170 70 L170 150 L100 185 L30 150 Z M30 70 L100 105 L170 70 M100 105 L100 185" ${stroke}/>`,
};

const CATEGORY_ART: Readonly<Record<string, CategoryArt>> = {
  'Books & Study Materials': {
    from: '#1e3a8a',
    to: '#3b82f6',
    icon: `<rect x="30" y="40" width="140" height="34" rx="6" ${stroke}/><rect x="45" y="83" width="125" height="34" rx="6" ${stroke}/><rect x="30" y="126" width="140" height="34" rx="6" ${stroke}/>`,
  },
  Electronic: {
    from: '#0f766e',
    to: '#2dd4bf',
    icon: `<rect x="45" y="40" width="110" height="80" rx="8" ${stroke}/><path d="M20 150 L45 125 L155 125 L180 150 Z" ${stroke}/>`,
  },
  'Photography & Videography': {
    from: '#7c2d12',
    to: '#f97316',
    icon: `<rect x="25" y="60" width="150" height="100" rx="14" ${stroke}/><circle cx="100" cy="110" r="32" ${stroke}/><path d="M70 60 L82 40 L118 40 L130 60" ${stroke}/>`,
  },
  'Clothing & Accessories': {
    from: '#9d174d',
    to: '#f472b6',
    icon: `<path d="M70 35 L30 60 L45 95 L62 87 L62 170 L138 170 L138 87 L155 95 L170 60 L130 35 Q100 60 70 35 Z" ${stroke}/>`,
  },
  'Furniture & Home Essentials': {
    from: '#713f12',
    to: '#d97706',
    icon: `<path d="M60 30 L60 110 L150 110 M60 110 L60 175 M150 110 L150 175 M60 80 L140 80 L140 30" ${stroke}/>`,
  },
  'Gaming & Accessories': {
    from: '#4c1d95',
    to: '#a78bfa',
    icon: `<path d="M55 70 L145 70 Q180 70 180 120 Q180 160 155 150 L130 130 L70 130 L45 150 Q20 160 20 120 Q20 70 55 70 Z" ${stroke}/><path d="M60 90 L60 115 M47 102 L73 102" ${stroke}/><circle cx="135" cy="95" r="5" fill="#fff"/><circle cx="150" cy="110" r="5" fill="#fff"/>`,
  },
  'Sports & Fitness': {
    from: '#166534',
    to: '#4ade80',
    icon: `<circle cx="100" cy="100" r="65" ${stroke}/><path d="M45 65 Q100 100 45 135 M155 65 Q100 100 155 135" ${stroke}/>`,
  },
  Toy: {
    from: '#b91c1c',
    to: '#facc15',
    icon: `<rect x="30" y="110" width="60" height="60" rx="6" ${stroke}/><rect x="110" y="110" width="60" height="60" rx="6" ${stroke}/><rect x="70" y="40" width="60" height="60" rx="6" ${stroke}/>`,
  },
  Miscellaneous: MISCELLANEOUS_ART,
};

/** Breaks a title into at most `maxLines` lines of about `width` characters, with an ellipsis when cut. */
export function wrapTitle(title: string, width = 24, maxLines = 3): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return kept;
}

/** The SVG cover of a product: gradient by category, the category's icon, the title and category name. */
export function renderProductImage(title: string, category: string): string {
  const art = CATEGORY_ART[category] ?? MISCELLANEOUS_ART;
  const lines = wrapTitle(title);
  const firstLineY = 430 - (lines.length - 1) * 27;
  const text = lines
    .map((line, index) => `<tspan x="400" y="${firstLineY + index * 54}">${escapeMarkup(line)}</tspan>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">',
    `<title>${escapeMarkup(title)}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient>`,
    '<radialGradient id="glow" cx="0.5" cy="0.35" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#fff" fill-opacity="0.12"/></pattern>',
    '<linearGradient id="wave" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>',
    '<filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="3" stdDeviation="4" flood-color="#000" flood-opacity="0.35"/></filter>',
    '</defs>',
    '<rect width="800" height="600" fill="url(#bg)"/>',
    '<rect width="800" height="600" fill="url(#dots)"/>',
    '<rect width="800" height="600" fill="url(#glow)"/>',
    '<circle cx="700" cy="90" r="150" fill="#fff" fill-opacity="0.07"/>',
    '<circle cx="90" cy="560" r="190" fill="#000" fill-opacity="0.08"/>',
    '<path d="M0 470 C160 420 300 520 460 480 C600 445 700 470 800 440 L800 600 L0 600 Z" fill="url(#wave)"/>',
    '<rect x="16" y="16" width="768" height="568" rx="28" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>',
    '<circle cx="400" cy="160" r="118" fill="#fff" fill-opacity="0.12" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/>',
    `<g transform="translate(300 60)" filter="url(#shadow)">${art.icon}</g>`,
    '<g font-family="Segoe UI, Helvetica, Arial, sans-serif" text-anchor="middle" fill="#fff" filter="url(#shadow)">',
    `<text font-size="44" font-weight="700">${text}</text>`,
    `<text x="400" y="560" font-size="24" fill-opacity="0.85" letter-spacing="2">${escapeMarkup(category.toUpperCase())}</text>`,
    '</g>',
    '</svg>',
  ].join('\n');
}
