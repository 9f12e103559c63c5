import { Box, Button, Container, Flex, HStack, IconButton, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaXTwitter } from 'react-icons/fa6';
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

const QUICK_LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Collections', to: paths.items },
  { label: 'Categories', to: paths.items },
];

export function AppFooter() {
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="16">
      <Container maxW="7xl" py="12">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
          <Stack gap="4" gridColumn={{ md: 'span 2' }} maxW="md">
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
          <Stack as="nav" aria-label="Quick Links" gap="2">
            <Text fontWeight="semibold" color="white">
              Quick Links
            </Text>
            {QUICK_LINKS.map((link) => (
              <Link key={link.label} asChild color="gray.300" _hover={{ color: 'white' }}>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Link>
            ))}
          </Stack>
        </SimpleGrid>
        <Flex mt="10" pt="6" borderTopWidth="1px" borderColor="gray.700" justify="space-between" align="center" gap="4" wrap="wrap">
          <Text fontSize="sm">© {new Date().getFullYear()} Campus Marketplace. Your campus marketplace for hassle-free trading.</Text>
          <Button size="sm" variant="outline" color="gray.200" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
            <FiArrowUp /> Back to top
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
