import { Box, Button, Container, Flex, Grid, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaXTwitter } from 'react-icons/fa6';
// Feather icons, not Lucide: react-icons keeps each set in one module, and the first load already carries the fi one.
import { FiArrowUp } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Logo } from './logo';

const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: <FaFacebookF /> },
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: <FaInstagram /> },
  { label: 'X (Twitter)', href: 'https://x.com/', icon: <FaXTwitter /> },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: <FaLinkedinIn /> },
];

interface FooterColumn {
  title: string;
  links: readonly { label: string; to: string }[];
}

/** The footer's link columns (spec section 2). */
const COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Quick Links',
    links: [
      { label: 'Home', to: paths.home },
      { label: 'Collections', to: paths.items },
      { label: 'Categories', to: paths.categories },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Contact', to: paths.contact },
      { label: 'FAQs', to: paths.faqs },
      { label: 'Help Center', to: paths.help },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Refund Policy', to: paths.refunds },
    ],
  },
];

export function AppFooter() {
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="16" _print={{ display: 'none' }}>
      <Container maxW="7xl" py="12">
        {/* Two link columns side by side on a phone; the description and three columns in a row from md up. */}
        <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr))' }} columnGap={{ base: '6', md: '10' }} rowGap="10">
          <Stack gap="4" gridColumn={{ base: 'span 2', md: 'auto' }} maxW="md">
            <Logo inverted />
            <Text>
              Campus Marketplace connects students to buy, sell and exchange goods and services at student-friendly prices.
            </Text>
            <HStack gap="2">
              {SOCIAL_LINKS.map((social) => (
                <IconButton key={social.label} asChild variant="subtle" size="sm" aria-label={social.label} borderRadius="full">
                  <a href={social.href} target="_blank" rel="noreferrer">
                    {social.icon}
                  </a>
                </IconButton>
              ))}
            </HStack>
          </Stack>
          {COLUMNS.map((column) => (
            <Stack key={column.title} as="nav" aria-label={column.title} gap="3">
              <Text fontWeight="semibold" color="white">
                {column.title}
              </Text>
              <Stack as="ul" listStyle="none" gap="2">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link asChild color="gray.300" _hover={{ color: 'white' }} focusRingColor="teal.300">
                      <RouterLink to={link.to}>{link.label}</RouterLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            </Stack>
          ))}
        </Grid>
        <Flex mt="10" pt="6" borderTopWidth="1px" borderColor="gray.700" justify="space-between" align="center" gap="4" wrap="wrap">
          <Text fontSize="sm">© {new Date().getFullYear()} Campus Marketplace. Your campus marketplace for hassle-free trading.</Text>
          <Button size="sm" variant="outline" color="gray.200" focusRingColor="teal.300" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
            <FiArrowUp /> Back to top
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
