import { Box, Heading, Text } from '@chakra-ui/react';
import { CONTACT_ADDRESS } from '../content/contact-details';

const ROAD = { stroke: '#cbd5e1', strokeWidth: 18, strokeLinecap: 'round' } as const;
const ROAD_LINE = { stroke: '#ffffff', strokeWidth: 1.5, strokeDasharray: '8 8' } as const;
const BUILDING = { fill: '#f8fafc', stroke: '#94a3b8', strokeWidth: 1.5, rx: 8 } as const;
const LABEL = { fontSize: 15, fontWeight: 600, fill: '#334155', textAnchor: 'middle' } as const;

/**
 * A drawing of the campus with the help desk marked, in the page itself: it needs no map service and
 * works offline. The written address under it says the same for anyone who cannot see it.
 */
export function CampusMap() {
  return (
    <Box as="section" aria-labelledby="campus-map-title" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '6' }}>
      <Heading as="h2" id="campus-map-title" size="lg" mb="4">
        Find Us
      </Heading>
      <Box as="figure" m="0">
        <Box borderRadius="lg" overflow="hidden" borderWidth="1px">
          <svg viewBox="0 0 480 300" width="100%" role="img" aria-labelledby="campus-map-svg-title campus-map-svg-desc" style={{ display: 'block', height: 'auto' }}>
            <title id="campus-map-svg-title">Campus map</title>
            <desc id="campus-map-svg-desc">
              The Campus Marketplace help desk is in the Student Activity Centre, on the right of the main avenue that runs from the Main Gate on University Road.
            </desc>
            <rect width="480" height="300" fill="#ecfdf5" />
            <line x1="0" y1="262" x2="480" y2="262" {...ROAD} strokeLinecap="butt" />
            <line x1="200" y1="262" x2="200" y2="24" {...ROAD} />
            <line x1="24" y1="140" x2="456" y2="140" {...ROAD} />
            <line x1="0" y1="262" x2="480" y2="262" {...ROAD_LINE} />
            <text x="24" y="293" fontSize="13" fill="#475569">
              University Road
            </text>

            <rect x="36" y="36" width="140" height="80" {...BUILDING} />
            <text x="106" y="81" {...LABEL}>
              Library
            </text>
            <rect x="224" y="36" width="220" height="80" {...BUILDING} />
            <text x="334" y="81" {...LABEL}>
              Academic Block
            </text>
            <rect x="36" y="160" width="140" height="78" {...BUILDING} />
            <text x="106" y="204" {...LABEL}>
              Hostels
            </text>
            <ellipse cx="402" cy="199" rx="44" ry="38" fill="#bbf7d0" stroke="#16a34a" strokeWidth="1.5" />
            <text x="402" y="204" {...LABEL} fill="#166534">
              Sports
            </text>

            <rect x="224" y="160" width="126" height="78" rx="8" fill="#ccfbf1" stroke="#0f766e" strokeWidth="2.5" />
            <text x="287" y="212" {...LABEL} fontSize="13" fill="#115e59">
              <tspan x="287">Student Activity</tspan>
              <tspan x="287" dy="16">Centre</tspan>
            </text>
            <g transform="translate(287 156)">
              <path d="M0 36 C -4 26 -16 18 -16 6 A 16 16 0 1 1 16 6 C 16 18 4 26 0 36 Z" fill="#0f766e" stroke="#ffffff" strokeWidth="2" />
              <circle cx="0" cy="5" r="6" fill="#ffffff" />
            </g>

            <rect x="186" y="246" width="28" height="8" rx="2" fill="#475569" />
            <text x="252" y="293" fontSize="13" fill="#475569">
              Main Gate
            </text>
          </svg>
        </Box>
        <Text as="figcaption" mt="3" color="fg.muted" fontSize="sm">
          {CONTACT_ADDRESS}
        </Text>
      </Box>
    </Box>
  );
}
